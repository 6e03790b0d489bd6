import { SimpleGrid, Text } from '@mantine/core';
import { type CustomerCreate, formatPhoneNumber } from '@portal/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCustomer } from '@/features/customers/api/get-customer';
import { useDeleteCustomer, useUpdateCustomer } from '@/features/customers/api/manage-customer';
import { ApiError } from '@/shared/lib/api-client';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';
import { TitledSection } from '@/shared/ui/TitledSection';
import { CustomerActions, type CustomerDialog } from './CustomerActions';
import { CustomerFormModal } from './CustomerFormModal';
import { customerValues, toCustomerUpdate } from './customer-values';
import { deviceRowId } from './DevicesTable';
import type { CustomerAbilities } from './device-rules';
import { HomeFormModal } from './HomeFormModal';
import { HomeSection } from './HomeSection';

interface CustomerAccountPageProps {
  partnerAccountId: string;
  customerId: string;
  abilities: CustomerAbilities;
  /** Where the customer list is, for the way back after a deletion. */
  listPath: string;
  /** The account lookup's device: scrolled to and highlighted; missing means not found. */
  focusDeviceId?: string;
  /**
   * What the app shows of the looked-up device first, under the customer's name (its remote
   * session); the page then stays at its top rather than scrolling to the device's row.
   */
  devicePanel?: ReactNode;
}

/** The customer account: details (edit, delete), homes and their devices. */
export function CustomerAccountPage({
  partnerAccountId,
  customerId,
  abilities,
  listPath,
  focusDeviceId,
  devicePanel,
}: CustomerAccountPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customer = useCustomer(partnerAccountId, customerId);
  const update = useUpdateCustomer(partnerAccountId, customerId);
  const remove = useDeleteCustomer(partnerAccountId, customerId);
  const [dialog, setDialog] = useState<CustomerDialog | null>(null);
  const homes = customer.data?.locations ?? [];
  const focusFound = homes.some((home) => home.devices.some(({ id }) => id === focusDeviceId));
  const hasPanel = devicePanel !== undefined;

  // The lookup opens on the device the notification is about, wherever on the page it is.
  useEffect(() => {
    if (focusDeviceId !== undefined && focusFound && !hasPanel) {
      const row = document.getElementById(deviceRowId(focusDeviceId));
      row?.scrollIntoView({ block: 'center' });
    }
  }, [focusDeviceId, focusFound, hasPanel]);

  if (customer.isPending) return <PageLoader />;
  if (customer.isError) {
    if (customer.error instanceof ApiError && customer.error.statusCode === 404) {
      return <NotFoundPage />;
    }
    return <LoadError onRetry={() => void customer.refetch()} />;
  }
  if (focusDeviceId !== undefined && !focusFound) return <NotFoundPage />;
  const data = customer.data;
  const name = `${data.firstName} ${data.lastName}`.trim();

  const save = async (values: CustomerCreate) => {
    await update.mutateAsync(toCustomerUpdate(values));
    toastSuccess(t('customers.saved', { name }));
    setDialog(null);
  };
  const deleteCustomer = async () => {
    try {
      await remove.mutateAsync();
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(t('customers.deleted', { name }));
    void navigate(listPath);
  };

  return (
    <PageFrame title={name} actions={<CustomerActions abilities={abilities} onOpen={setDialog} />}>
      {devicePanel}
      <TitledSection title={t('customers.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <LabeledValue label={t('customers.email')}>{data.email ?? '—'}</LabeledValue>
          <LabeledValue label={t('customers.phoneNumber')}>
            {data.phoneNumber ? formatPhoneNumber(data.phoneNumber, data.countryCode) : '—'}
          </LabeledValue>
          <LabeledValue label={t('customers.customerType')}>
            {t(`customerType.${data.customerType}`)}
          </LabeledValue>
          <LabeledValue label={t('customers.homeowner')}>
            {t(`homeownerStatus.${data.homeownerStatus}`)}
          </LabeledValue>
        </SimpleGrid>
      </TitledSection>
      {homes.length === 0 && <Text role="status">{t('customers.home.none')}</Text>}
      {homes.map((home) => (
        <HomeSection
          key={home.id}
          partnerAccountId={partnerAccountId}
          customerId={customerId}
          home={home}
          customerEmail={data.email}
          abilities={abilities}
          focusDeviceId={focusDeviceId}
        />
      ))}
      {dialog === 'edit' && (
        <CustomerFormModal
          title={t('customers.editTitle', { name })}
          submitLabel={t('customers.save')}
          initialValues={customerValues(data, undefined)}
          offerHome={false}
          submitting={update.isPending}
          onSubmit={save}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'addHome' && (
        <HomeFormModal
          partnerAccountId={partnerAccountId}
          customerId={customerId}
          countryCode={data.countryCode}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('customers.deleteTitle', { name })}
        body={t('customers.deleteBody')}
        confirmLabel={t('customers.delete')}
        submitting={remove.isPending}
        onConfirm={() => void deleteCustomer()}
        onClose={() => setDialog(null)}
      />
    </PageFrame>
  );
}
