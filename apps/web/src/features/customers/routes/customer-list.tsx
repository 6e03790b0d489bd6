import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Customer, CustomerCreate } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  type CustomerOrder,
  FIRST_ORDER,
  useCustomers,
} from '@/features/customers/api/get-customers';
import { useCreateCustomer } from '@/features/customers/api/manage-customer';
import { customerValues } from '@/features/customers/components/customer-values';
import { customerAbilities } from '@/features/customers/components/device-rules';
import { ExportDevicesButton } from '@/features/customers/components/ExportDevicesButton';
import { customerPath } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/dates';
import { useCursorPages } from '@/shared/lib/paging';
import { toastSuccess } from '@/shared/lib/toasts';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { SearchForm } from '@/shared/ui/SearchForm';

// The add-customer dialog (address, phone and country fields) loads when opened: the list does
// not wait for it.
const CustomerFormModal = lazy(async () => ({
  default: (await import('@/features/customers/components/CustomerFormModal')).CustomerFormModal,
}));

const ORDERS: readonly CustomerOrder[] = ['name', 'newest', 'oldest'];

export const customerName = (customer: Pick<Customer, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/**
 * /mybusiness/customers: the company's customers, searched, sorted and 15 a page; "Add
 * customer" for customers:manage, and the claimed devices as CSV.
 */
export function CustomerListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: viewer, facts } = useViewerFacts();
  const accountId = facts.partnerAccountId;
  const [filterBy, setFilterBy] = useState('');
  const [orderBy, setOrderBy] = useState<CustomerOrder>(FIRST_ORDER);
  const [adding, setAdding] = useState(false);
  // A new search form is an empty one: "Clear search" below the list starts over with it.
  const [searchForm, setSearchForm] = useState(0);
  const searchField = useRef<HTMLInputElement>(null);
  const pages = useCursorPages();
  const customers = useCustomers(accountId ?? '', { after: pages.after, filterBy }, orderBy);
  const create = useCreateCustomer(accountId ?? '');
  // The cleared search's button is gone with the empty result: focus goes to the search field.
  useEffect(() => {
    if (searchForm > 0) searchField.current?.focus();
  }, [searchForm]);
  if (accountId === undefined) return <NoAccessPage />;
  const canAdd = customerAbilities(facts.roles).manageCustomers;

  const add = async (customer: CustomerCreate) => {
    const created = await create.mutateAsync(customer);
    toastSuccess(t('customers.created', { name: customerName(created) }));
    setAdding(false);
    void navigate(customerPath(created.id));
  };
  const search = (text: string) => {
    setFilterBy(text);
    pages.reset();
  };
  const clearSearch = () => {
    search('');
    setSearchForm((form) => form + 1);
  };

  // The email sits under the name rather than in a column of its own, so the figures a
  // contractor scans for (city, devices offline, pending requests) fit beside them at 1280 px.
  const columns: TableColumn<Customer>[] = [
    {
      header: t('customers.name'),
      cell: (customer) => (
        <>
          <Link to={customerPath(customer.id)}>{customerName(customer)}</Link>
          {customer.email && (
            <Text size="sm" c="dimmed">
              {customer.email}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('customers.phoneNumber'),
      cell: (customer) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {customer.phoneNumber
            ? formatPhoneNumber(customer.phoneNumber, customer.countryCode)
            : '—'}
        </Text>
      ),
    },
    { header: t('customers.city'), cell: (customer) => customer.city ?? '—' },
    { header: t('customers.homes'), cell: (customer) => customer.locationsCount },
    { header: t('customers.devices'), cell: (customer) => customer.devicesCount },
    { header: t('customers.offlineDevices'), cell: (customer) => customer.offlineDevicesCount },
    { header: t('customers.pendingRequests'), cell: (customer) => customer.pendingRequestsCount },
    { header: t('customers.added'), cell: (customer) => formatDateTime(customer.createdAt) },
  ];

  const emptyList = filterBy === '' && !customers.isPending && customers.data?.totalCount === 0;
  const noMatch =
    filterBy !== '' && !customers.isPlaceholderData && customers.data?.nodes.length === 0;

  return (
    <PageFrame
      title={t('routes.customerAccounts')}
      actions={
        <Group gap="sm">
          {canAdd && <Button onClick={() => setAdding(true)}>{t('customers.add')}</Button>}
          <ExportDevicesButton partnerAccountId={accountId} />
        </Group>
      }
    >
      <SearchForm
        key={searchForm}
        inputRef={searchField}
        label={t('customers.search')}
        submitLabel={t('employees.searchButton')}
        submitVariant="default"
        onSearch={search}
      >
        {/* The browser's own select: the list need not wait for Mantine's dropdown code. */}
        <NativeSelect
          label={t('customers.sort')}
          data={ORDERS.map((value) => ({ value, label: t(`customers.order.${value}`) }))}
          value={orderBy}
          onChange={(event) => {
            setOrderBy(event.currentTarget.value as CustomerOrder);
            pages.reset();
          }}
        />
      </SearchForm>
      {emptyList && (
        <Stack gap="sm" align="flex-start" role="status">
          <Text fw={600}>{t('customers.emptyTitle')}</Text>
          <Text>{canAdd ? t('customers.emptyBody') : t('customers.emptyReadOnly')}</Text>
          {canAdd && <Button onClick={() => setAdding(true)}>{t('customers.addFirst')}</Button>}
        </Stack>
      )}
      {noMatch && (
        <Stack gap="sm" align="flex-start" role="status">
          <Text>{t('customers.noMatchFor', { search: filterBy.trim() })}</Text>
          <Button variant="default" onClick={clearSearch}>
            {t('searchForm.clear')}
          </Button>
        </Stack>
      )}
      {!emptyList && !noMatch && (
        <PagedTable
          query={customers}
          columns={columns}
          caption={(count, moreThan) =>
            t(moreThan ? 'customers.captionMoreThan' : 'customers.caption', { count })
          }
          empty={t('customers.noMatch')}
          minWidth={900}
          pager={{ pages, label: t('customers.pages') }}
        />
      )}
      {adding && (
        <Suspense fallback={null}>
          <CustomerFormModal
            title={t('customers.addTitle')}
            submitLabel={t('customers.addSubmit')}
            initialValues={customerValues(undefined, viewer?.countryCode)}
            offerHome
            submitting={create.isPending}
            onSubmit={add}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
