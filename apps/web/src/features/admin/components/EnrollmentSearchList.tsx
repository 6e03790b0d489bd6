import { NativeSelect, Stack, Text } from '@mantine/core';
import { Enrollment, type PartnerProgram } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EnrollmentSearch,
  useEnrollmentSearch,
} from '@/features/admin/api/search-enrollments';
import { useEnrollmentColumns } from '@/features/admin/components/enrollment-columns';
import { useCursorPages } from '@/shared/lib/paging';
import { PagedTable } from '@/shared/ui/PagedTable';
import { SearchForm } from '@/shared/ui/SearchForm';

/** The filters' "any" choice. */
const ALL = '';

function offeringOf(value: string): EnrollmentSearch['offering'] {
  const offering = Enrollment.shape.offering.safeParse(value);
  return offering.success ? offering.data : undefined;
}

function statusOf(value: string): EnrollmentSearch['status'] {
  const status = Enrollment.shape.subscriptionStatus.safeParse(value);
  return status.success ? status.data : undefined;
}

/**
 * Every company's enrollments, searched by company name and filtered by programme (one of
 * `programs`) and status, 15 a page; each company links to its page.
 */
export function EnrollmentSearchList({ programs }: { programs: readonly PartnerProgram[] }) {
  const { t } = useTranslation();
  const pages = useCursorPages();
  const [filterBy, setFilterBy] = useState('');
  const [offering, setOffering] = useState<EnrollmentSearch['offering']>();
  const [status, setStatus] = useState<EnrollmentSearch['status']>();
  const enrollments = useEnrollmentSearch({ filterBy, offering, status, after: pages.after });
  const columns = useEnrollmentColumns({ withCompany: true });

  const search = (text: string) => {
    setFilterBy(text);
    pages.reset();
  };
  const programOptions = [
    { value: ALL, label: t('admin.subscriptions.programAll') },
    ...programs.map((program) => ({ value: program.offering, label: program.name })),
  ];
  const statusOptions = [
    { value: ALL, label: t('admin.subscriptions.statusAll') },
    ...Enrollment.shape.subscriptionStatus.options.map((value) => ({
      value,
      label: t(`admin.enrollment.statuses.${value}`),
    })),
  ];

  return (
    <Stack gap="sm">
      <SearchForm
        label={t('admin.subscriptions.search')}
        submitLabel={t('admin.subscriptions.searchButton')}
        onSearch={search}
      >
        {/* The browser's own selects: a filter applies as soon as it is chosen. */}
        <NativeSelect
          label={t('admin.subscriptions.program')}
          data={programOptions}
          value={offering ?? ALL}
          onChange={(event) => {
            setOffering(offeringOf(event.currentTarget.value));
            pages.reset();
          }}
        />
        <NativeSelect
          label={t('admin.subscriptions.status')}
          data={statusOptions}
          value={status ?? ALL}
          onChange={(event) => {
            setStatus(statusOf(event.currentTarget.value));
            pages.reset();
          }}
        />
      </SearchForm>
      <PagedTable
        query={enrollments}
        columns={columns}
        caption={t('admin.subscriptions.caption')}
        empty={t('admin.subscriptions.empty')}
        minWidth={1000}
        summary={(count, moreThan) => (
          <Text size="sm" c="dimmed" role="status">
            {t(moreThan ? 'admin.subscriptions.resultsMoreThan' : 'admin.subscriptions.results', {
              count,
            })}
          </Text>
        )}
        pager={{ pages, label: t('admin.subscriptions.pages') }}
      />
    </Stack>
  );
}
