import { Badge } from '@mantine/core';
import type { Enrollment } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Enrollment['subscriptionStatus'], string> = {
  ACTIVE: 'green',
  CANCELLED: 'gray',
  EXPIRED: 'red',
};

/** An enrollment's subscription status: ACTIVE, CANCELLED or EXPIRED, in words. */
export function EnrollmentStatusBadge({ status }: { status: Enrollment['subscriptionStatus'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`admin.enrollment.statuses.${status}`)}
    </Badge>
  );
}
