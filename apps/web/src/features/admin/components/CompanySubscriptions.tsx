import { Button, Group, Text } from '@mantine/core';
import type { Enrollment } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyEnrollments } from '@/features/admin/api/get-company-enrollments';
import { useProductsOnSale } from '@/features/admin/api/get-program-products';
import {
  AddSubscriptionModal,
  type ProductsQuery,
} from '@/features/admin/components/AddSubscriptionModal';
import {
  type EndingChoice,
  EndSubscriptionModal,
} from '@/features/admin/components/EndSubscriptionModal';
import { useEnrollmentColumns } from '@/features/admin/components/enrollment-columns';
import { type CursorPages, useCursorPages } from '@/shared/lib/paging';
import { type ConnectionQuery, PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { RowActions } from '@/shared/ui/RowActions';
import { TitledSection } from '@/shared/ui/TitledSection';

interface Company {
  id: string;
  name: string;
  /** Only an ACTIVE company can be enrolled. */
  active: boolean;
}

/** The company page's Subscriptions section: its enrollments, paged, and what changes them. */
export function SubscriptionsSection({ company }: { company: Company }) {
  const pages = useCursorPages();
  const enrollments = useCompanyEnrollments(company.id, pages.after);
  const products = useProductsOnSale({ enabled: company.active });
  return (
    <CompanySubscriptions
      company={company}
      enrollments={enrollments}
      pages={pages}
      products={products}
    />
  );
}

interface CompanySubscriptionsProps {
  company: Company;
  enrollments: ConnectionQuery<Enrollment>;
  pages: CursorPages;
  /** The products on sale, offered by "Add subscription". */
  products: ProductsQuery;
}

/**
 * A company's enrollments, history included, with "Add subscription" (an active company only,
 * else a note says why not) and, on each ACTIVE one, Cancel and Deactivate.
 */
export function CompanySubscriptions({
  company,
  enrollments,
  pages,
  products,
}: CompanySubscriptionsProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<EndingChoice | null>(null);

  const enrollmentColumns = useEnrollmentColumns({ withCompany: false });

  const columns: TableColumn<Enrollment>[] = [
    ...enrollmentColumns,
    {
      header: t('admin.enrollment.actions'),
      cell: (enrollment) =>
        enrollment.subscriptionStatus !== 'ACTIVE' ? null : (
          <RowActions
            actions={[
              {
                label: t('admin.companySubscriptions.cancel'),
                name: t('admin.companySubscriptions.cancelName', {
                  program: enrollment.programName,
                }),
                onClick: () => setEnding({ enrollment, ending: 'cancel' }),
              },
              {
                label: t('admin.companySubscriptions.deactivate'),
                name: t('admin.companySubscriptions.deactivateName', {
                  program: enrollment.programName,
                }),
                tone: 'danger',
                onClick: () => setEnding({ enrollment, ending: 'deactivate' }),
              },
            ]}
          />
        ),
    },
  ];

  return (
    <TitledSection title={t('admin.companySubscriptions.title')}>
      <Group gap="sm">
        <Button
          onClick={() => setAdding(true)}
          disabled={!company.active}
          aria-describedby={company.active ? undefined : noteId}
        >
          {t('admin.companySubscriptions.add')}
        </Button>
        {!company.active && (
          <Text id={noteId} size="sm" c="dimmed">
            {t('admin.companySubscriptions.inactiveNote')}
          </Text>
        )}
      </Group>
      <PagedTable
        query={enrollments}
        columns={columns}
        caption={t('admin.companySubscriptions.caption', { company: company.name })}
        empty={t('admin.companySubscriptions.empty')}
        minWidth={900}
        pager={{ pages, label: t('admin.companySubscriptions.pages') }}
      />
      {adding && (
        <AddSubscriptionModal
          company={company}
          products={products}
          onClose={() => setAdding(false)}
        />
      )}
      {ending !== null && <EndSubscriptionModal choice={ending} onClose={() => setEnding(null)} />}
    </TitledSection>
  );
}
