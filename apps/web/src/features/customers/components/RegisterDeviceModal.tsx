import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useProducts } from '@/features/customers/api/get-products';
import { useRegisterDevice } from '@/features/customers/api/manage-devices';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { normalizedMac } from './device-rules';

interface RegisterDeviceModalProps {
  partnerAccountId: string;
  locationId: string;
  homeName: string;
  onClose(): void;
}

/** "Register device": the MAC address from the label and the product from the catalogue. */
export function RegisterDeviceModal({
  partnerAccountId,
  locationId,
  homeName,
  onClose,
}: RegisterDeviceModalProps) {
  const { t } = useTranslation();
  const products = useProducts();
  const register = useRegisterDevice(partnerAccountId, locationId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { macAddress: '', sku: '' },
    validate: {
      macAddress: (value) =>
        normalizedMac(value) === undefined ? t('customers.device.macInvalid') : null,
      sku: (value) => (value === '' ? t('customers.device.chooseProduct') : null),
    },
  });
  const mac = normalizedMac(form.values.macAddress);

  const submit = form.onSubmit(async (values) => {
    if (mac === undefined) return;
    try {
      await register.mutateAsync({ macAddress: mac, sku: values.sku });
    } catch (failure) {
      toastError(t(conflictMessageKey('registerDevice', failure)));
      return;
    }
    toastSuccess(t('customers.device.registered', { mac, home: homeName }));
    onClose();
  });

  const options = (products.data?.nodes ?? []).map((product) => ({
    value: product.sku,
    label: `${product.marketName} · ${t(`deviceType.${product.deviceType}`)} (${product.sku})`,
  }));

  return (
    <Modal opened onClose={onClose} title={t('customers.device.registerTitle', { home: homeName })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('customers.device.mac')}
            description={
              mac === undefined
                ? t('customers.device.macHint')
                : t('customers.device.macShownAs', { mac })
            }
            autoComplete="off"
            spellCheck={false}
            required
            data-autofocus
            {...form.getInputProps('macAddress')}
          />
          <Select
            label={t('customers.device.product')}
            data={options}
            searchable
            required
            nothingFoundMessage={t('customers.device.noProduct')}
            disabled={products.isError}
            description={products.isError ? t('forms.loadError') : undefined}
            {...form.getInputProps('sku')}
            onChange={(value) => form.setFieldValue('sku', value ?? '')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={register.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={register.isPending}>
              {t('customers.device.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
