import { Badge, type MantineSize } from '@mantine/core';
import type { DeviceAlertSeverity } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

// Light badges: the theme darkens each colour's text until it reads at AA on its tint. The word
// is always written: colour alone says nothing to some.
const SEVERITY_COLOR: Record<(typeof DeviceAlertSeverity)[number], string> = {
  Urgent: 'red',
  Warning: 'orange',
  Notice: 'blue',
};

interface SeverityBadgeProps {
  severity: (typeof DeviceAlertSeverity)[number];
  size?: MantineSize;
}

/** An alert's severity, in words on its colour. */
export function SeverityBadge({ severity, size }: SeverityBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={SEVERITY_COLOR[severity]} variant="light" size={size}>
      {t(`alertSettings.severity.${severity}`)}
    </Badge>
  );
}
