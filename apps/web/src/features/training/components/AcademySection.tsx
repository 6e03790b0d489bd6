import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { academyLink } from '@/shared/config/links';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import { TitledSection } from '@/shared/ui/TitledSection';

/** The provider's Pro Academy: what it offers, and the way there (NEW_ACADEMY_LINK decides which). */
export function AcademySection({ newAcademyLink }: { newAcademyLink: boolean }) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('training.academy.title')}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('training.academy.body')}</Text>
          <Text>{t('training.academy.certification')}</Text>
          <ExternalLink href={academyLink(newAcademyLink)} fw={600}>
            {t('training.academy.link')}
          </ExternalLink>
        </Stack>
      </Paper>
    </TitledSection>
  );
}
