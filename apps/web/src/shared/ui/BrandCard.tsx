import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatPhoneNumber } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/shared/ui/BrandMark';
import { ExternalLink } from '@/shared/ui/ExternalLink';

export interface BrandCardProps {
  businessName: string;
  logo: string | null;
  customerServiceNumber: string;
  businessEmail: string;
  websiteUrl: string | null;
  /** The card's heading level where it sits (a preview inside a titled section wants 3). */
  headingOrder?: 2 | 3 | 4;
}

const LOGO_SIZE = 56;

/**
 * A partner's brand as the homeowner app shows it: the "Your installer" card. The portal's
 * preview renders it while the partner types, so every field may still be empty or partial.
 */
export function BrandCard({
  businessName,
  logo,
  customerServiceNumber,
  businessEmail,
  websiteUrl,
  headingOrder = 2,
}: BrandCardProps) {
  const { t } = useTranslation();
  const name = businessName.trim();
  const phone = customerServiceNumber.trim();
  const email = businessEmail.trim();
  const website = websiteUrl?.trim();

  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" maw="32rem">
      <Stack gap="md">
        {/* On a narrow phone a wide logo takes the row and the name goes below it. */}
        <Group gap="md" align="center">
          <BrandMark
            name={name}
            logo={logo}
            size={LOGO_SIZE}
            alt={t('brandCard.logoAlt', { name: name || t('brandCard.namePlaceholder') })}
          />
          <Stack gap={2} miw={0} style={{ flex: '1 1 10rem' }}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('brandCard.yourInstaller')}
            </Text>
            <Title order={headingOrder} size="h4" style={{ overflowWrap: 'break-word' }}>
              {name || t('brandCard.namePlaceholder')}
            </Title>
          </Stack>
        </Group>

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Text size="sm" c="dimmed">
              {t('brandCard.phone')}
            </Text>
            <Text fw={500}>
              {phone ? formatPhoneNumber(phone) : t('brandCard.phonePlaceholder')}
            </Text>
          </Stack>
          {phone && (
            <Button
              component="a"
              href={`tel:${dialable(phone)}`}
              aria-label={t('brandCard.callName', { name: name || t('brandCard.namePlaceholder') })}
            >
              {t('brandCard.call')}
            </Button>
          )}
        </Group>

        <Stack gap={0} miw={0}>
          <Text size="sm" c="dimmed">
            {t('brandCard.email')}
          </Text>
          {email ? (
            <Anchor href={`mailto:${email}`} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Anchor>
          ) : (
            <Text>{t('brandCard.emailPlaceholder')}</Text>
          )}
        </Stack>

        {website && (
          <Stack gap={0} miw={0}>
            <Text size="sm" c="dimmed">
              {t('brandCard.website')}
            </Text>
            <ExternalLink href={website} style={{ overflowWrap: 'anywhere' }}>
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </ExternalLink>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** What a phone dials: digits and a leading plus, whatever separators were typed. */
function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.startsWith('+') ? `+${digits}` : digits;
}
