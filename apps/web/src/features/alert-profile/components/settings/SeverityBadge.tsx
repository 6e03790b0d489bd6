import { Badge } from '@mantine/core';
import type { AlertSetting } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

// Light badges: the theme darkens each colour's text until it reads at AA on its tint.
const SEVERITY_COLOR: Record<AlertSetting['severity'], string> = {
  Urgent: 'red',
  Warning: 'orange',
  Notice: 'blue',
};

export function SeverityBadge({ severity }: { severity: AlertSetting['severity'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={SEVERITY_COLOR[severity]} variant="light">
      {t(`alertSettings.severity.${severity}`)}
    </Badge>
  );
}
