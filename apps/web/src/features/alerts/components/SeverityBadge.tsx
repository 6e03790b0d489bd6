import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Severity } from '@/features/alerts/alert-rules';

// Light badges, as on the alert settings: the theme darkens each colour's text to AA on its tint.
// The word is always written: colour alone says nothing to some.
const SEVERITY_COLOR: Record<Severity, string> = {
  Urgent: 'red',
  Warning: 'orange',
  Notice: 'blue',
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return (
    <Badge color={SEVERITY_COLOR[severity]} variant="light">
      {t(`alertSettings.severity.${severity}`)}
    </Badge>
  );
}
