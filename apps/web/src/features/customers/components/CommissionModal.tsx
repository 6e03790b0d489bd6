import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CommissionRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCommission } from '@/features/customers/api/pre-registration';
import { ApiError } from '@/shared/lib/api-client';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { toastError, toastSuccess } from '@/shared/lib/toasts';

interface CommissionModalProps {
  partnerAccountId: string;
  locationId: string;
  homeName: string;
  /** The customer's email: offered first, and used by the server when the field is left empty. */
  customerEmail: string | null;
  onClose(): void;
}

const emailRule = CommissionRequest.shape.email;

/**
 * "Commission": the pre-registered home and its devices leave pre-registration and the
 * homeowner is invited by mail to take the home over.
 */
export function CommissionModal({
  partnerAccountId,
  locationId,
  homeName,
  customerEmail,
  onClose,
}: CommissionModalProps) {
  const { t } = useTranslation();
  const commission = useCommission(partnerAccountId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: customerEmail ?? '' },
    validate: {
      email: (value) => {
        const email = value.trim();
        if (email === '') return customerEmail === null ? t('forms.required') : null;
        return emailRule.safeParse(email).success ? null : t('forms.invalidEmail');
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await commission.mutateAsync({
        partnerDeviceLocationId: locationId,
        ...(email === '' ? {} : { email }),
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields?.some(({ field }) => field === 'email')) {
        form.setFieldError('email', t('forms.invalidEmail'));
        return;
      }
      toastError(t(conflictMessageKey('commission', failure)));
      return;
    }
    toastSuccess(
      t('customers.home.commissioned', {
        name: homeName,
        to: email === '' ? customerEmail : email,
      }),
    );
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('customers.home.commissionTitle', { name: homeName })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text>{t('customers.home.commissionBody')}</Text>
          <TextInput
            label={t('customers.home.commissionEmail')}
            type="email"
            required={customerEmail === null}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={commission.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={commission.isPending}>
              {t('customers.home.commissionSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
