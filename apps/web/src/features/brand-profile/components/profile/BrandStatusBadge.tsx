import { Badge, Group, Text } from '@mantine/core';
import type { BrandProfile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** Whether homeowners see the profile now: ACTIVE while the company has Homeowner App Branding. */
export function BrandStatusBadge({ status }: { status: BrandProfile['status'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Text size="sm">{t('brandProfile.status.label')}</Text>
      <Badge variant="light" color={status === 'ACTIVE' ? 'green' : 'gray'}>
        {t(`brandProfile.status.${status}`)}
      </Badge>
    </Group>
  );
}
