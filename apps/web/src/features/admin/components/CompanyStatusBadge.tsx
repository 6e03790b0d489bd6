import { Badge } from '@mantine/core';
import type { PartnerAccountApprovalStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PartnerAccountApprovalStatus | 'NONE', string> = {
  ACTIVE: 'green',
  PENDING: 'yellow',
  INACTIVE: 'red',
  ARCHIVED: 'gray',
  NONE: 'gray',
};

/** A company's approval status; null is an application not submitted yet. */
export function CompanyStatusBadge({ status }: { status: PartnerAccountApprovalStatus | null }) {
  const { t } = useTranslation();
  const key = status ?? 'NONE';
  return (
    <Badge color={COLORS[key]} variant="light">
      {t(`companyStatus.${key}`)}
    </Badge>
  );
}
