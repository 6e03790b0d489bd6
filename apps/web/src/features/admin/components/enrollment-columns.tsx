import { Anchor, Text } from '@mantine/core';
import type { Enrollment } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EnrollmentStatusBadge } from '@/features/admin/components/EnrollmentStatusBadge';
import { formatDateTime } from '@/shared/lib/dates';
import type { TableColumn } from '@/shared/ui/PagedTable';

/**
 * The columns of an enrollment list: programme, variation, billing cycle, status, where it came
 * from (an administrator, or the online store with its order id) and its dates. The list of all
 * companies' enrollments starts with the company, a link to its page.
 */
export function useEnrollmentColumns({ withCompany }: { withCompany: boolean }) {
  const { t } = useTranslation();
  const none = t('admin.none');
  const company: TableColumn<Enrollment> = {
    header: t('admin.enrollment.company'),
    cell: (enrollment) => (
      <Anchor component={Link} to={`/admin/companies/${enrollment.partnerAccountId}`}>
        {enrollment.companyName}
      </Anchor>
    ),
  };
  const columns: TableColumn<Enrollment>[] = [
    { header: t('admin.enrollment.program'), cell: (enrollment) => enrollment.programName },
    {
      header: t('admin.enrollment.variation'),
      cell: (enrollment) => t(`admin.enrollment.variations.${enrollment.variation}`),
    },
    {
      header: t('admin.enrollment.billingCycle'),
      cell: (enrollment) => t(`admin.enrollment.billingCycles.${enrollment.billingCycle}`),
    },
    {
      header: t('admin.enrollment.status'),
      cell: (enrollment) => <EnrollmentStatusBadge status={enrollment.subscriptionStatus} />,
    },
    {
      header: t('admin.enrollment.source'),
      cell: (enrollment) => (
        <>
          {t(`admin.enrollment.sources.${enrollment.source}`)}
          {enrollment.orderId !== null && (
            <Text size="xs" c="dimmed">
              {t('admin.enrollment.order', { orderId: enrollment.orderId })}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('admin.enrollment.purchased'),
      cell: (enrollment) => formatDateTime(enrollment.purchaseDate),
    },
    {
      header: t('admin.enrollment.ended'),
      cell: (enrollment) =>
        enrollment.endedAt === null ? none : formatDateTime(enrollment.endedAt),
    },
  ];
  return withCompany ? [company, ...columns] : columns;
}
