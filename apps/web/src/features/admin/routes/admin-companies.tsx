import { Anchor, Select, Stack, Text, Title } from '@mantine/core';
import { CompanySearchStatus, type CompanySummary } from '@portal/contracts';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CompanyStatusFilter, useCompanies } from '@/features/admin/api/search-companies';
import { CompanyStatusBadge } from '@/features/admin/components/CompanyStatusBadge';
import { useCursorPages } from '@/shared/lib/paging';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { SearchForm } from '@/shared/ui/SearchForm';

const ALL_STATUSES = 'ALL';

function isStatusFilter(value: string): value is CompanyStatusFilter {
  return CompanySearchStatus.safeParse(value).success;
}

/**
 * /admin: the platform administrators' list of companies, searched by name or owner email and
 * filtered by status (pending applications first), 15 a page with cursor paging.
 */
export function AdminCompaniesRoute() {
  const { t } = useTranslation();
  const title = t('routes.admin');
  const [filterBy, setFilterBy] = useState('');
  const [status, setStatus] = useState<CompanyStatusFilter | undefined>('PENDING');
  const pages = useCursorPages();
  const companies = useCompanies({ filterBy, status, after: pages.after });

  const search = (text: string) => {
    setFilterBy(text);
    pages.reset();
  };
  const chooseStatus = (value: string | null) => {
    setStatus(value !== null && isStatusFilter(value) ? value : undefined);
    pages.reset();
  };
  const statusOptions = [
    { value: ALL_STATUSES, label: t('admin.statusAll') },
    ...CompanySearchStatus.options.map((value) => ({
      value,
      label: t(`companyStatus.${value}`),
    })),
  ];

  const columns: TableColumn<CompanySummary>[] = [
    {
      header: t('admin.table.name'),
      cell: (company) => (
        <Anchor component={Link} to={`/admin/companies/${company.id}`}>
          {company.name}
        </Anchor>
      ),
    },
    {
      header: t('admin.table.owner'),
      cell: (company) => (
        <>
          {company.ownerName ?? t('admin.none')}
          {company.ownerEmail !== null && (
            <Text size="xs" c="dimmed">
              {company.ownerEmail}
            </Text>
          )}
        </>
      ),
    },
    { header: t('admin.table.country'), cell: (company) => company.countryCode },
    {
      header: t('admin.table.status'),
      cell: (company) => <CompanyStatusBadge status={company.status} />,
    },
    { header: t('admin.table.employees'), cell: (company) => company.employeeCount },
    {
      header: t('admin.table.created'),
      cell: (company) => format(new Date(company.createdAt), 'MM/dd/yyyy'),
    },
  ];

  return (
    <Stack gap="md">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('admin.intro')}</Text>
      <SearchForm label={t('admin.search')} submitLabel={t('admin.searchButton')} onSearch={search}>
        <Select
          label={t('admin.status')}
          data={statusOptions}
          value={status ?? ALL_STATUSES}
          onChange={chooseStatus}
          allowDeselect={false}
        />
      </SearchForm>
      <PagedTable
        query={companies}
        columns={columns}
        caption={t('admin.table.caption')}
        empty={t('admin.empty')}
        minWidth={720}
        summary={(count) => (
          <Text size="sm" c="dimmed" role="status">
            {t('admin.results', { count })}
          </Text>
        )}
        pager={{ pages, label: t('admin.table.caption') }}
      />
    </Stack>
  );
}
