import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { formatPhoneNumber } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { type SupportRegion, supportContacts } from '@/features/training/support-contacts';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import { FactList } from '@/shared/ui/FactList';
import { TitledSection } from '@/shared/ui/TitledSection';

/** How to reach the viewer's support team: phone, email, opening hours and the contact form. */
export function SupportSection({ region }: { region: SupportRegion }) {
  const { t } = useTranslation();
  const contact = supportContacts[region];
  return (
    <TitledSection title={t('training.support.title')}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fw={600}>{t(`training.support.region.${region}`)}</Text>
          <FactList
            facts={[
              {
                label: t('training.support.phone'),
                value: (
                  <Anchor href={`tel:${contact.phone}`}>{formatPhoneNumber(contact.phone)}</Anchor>
                ),
              },
              {
                label: t('training.support.email'),
                value: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>,
              },
              {
                label: t('training.support.hoursLabel'),
                value: t(`training.support.hours.${region}`),
              },
              {
                label: t('training.support.formLabel'),
                value: (
                  <ExternalLink href={contact.contactForm}>
                    {t('training.support.form')}
                  </ExternalLink>
                ),
              },
            ]}
          />
        </Stack>
      </Paper>
    </TitledSection>
  );
}
