import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerOptions } from '@/features/alerts/api/get-customer-options';
import { personName } from '@/shared/lib/person-name';

// Asks the server once typing pauses, not at every key.
const SEARCH_DELAY_MS = 300;

interface CustomerSelectProps {
  partnerAccountId: string;
  value: string | null;
  /** The chosen customer's name where the page knows it (from the alerts listed for them). */
  knownName: string | undefined;
  onChange(customerId: string | null): void;
}

/**
 * The customer filter: a select that searches the company's customers on the server as the
 * contractor types (a company may have thousands), showing the first page of matches.
 */
export function CustomerSelect({
  partnerAccountId,
  value,
  knownName,
  onChange,
}: CustomerSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The chosen customer's name, kept while other searches' options replace the list.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const chosenLabel =
    (chosen?.value === value ? chosen?.label : knownName) ??
    t('alertsDashboard.filters.chosenCustomer');
  // The select writes the chosen name into its field: that is no search.
  const typed = value !== null && search === chosenLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const options = useCustomerOptions(partnerAccountId, debounced);
  const found = (options.data?.nodes ?? []).map((customer) => ({
    value: customer.id,
    label: personName(customer),
  }));
  const data =
    value !== null && !found.some((option) => option.value === value)
      ? [{ value, label: chosenLabel }, ...found]
      : found;
  const nothingFound = options.isError
    ? t('alertsDashboard.filters.customersError')
    : options.isFetching
      ? t('alertsDashboard.filters.searching')
      : t('alertsDashboard.filters.noCustomer');
  return (
    <Select
      label={t('alertsDashboard.filters.customer')}
      placeholder={t('alertsDashboard.filters.customerAll')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the select shows what it answered.
      filter={({ options: shown }) => shown}
      data={data}
      value={value}
      onChange={(id, option) => {
        setChosen(id === null ? null : { value: id, label: option?.label ?? chosenLabel });
        onChange(id);
      }}
      nothingFoundMessage={nothingFound}
      clearable
      clearButtonProps={{ 'aria-label': t('alertsDashboard.filters.clearCustomer') }}
    />
  );
}
