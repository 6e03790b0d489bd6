import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddHome } from '@/features/customers/api/manage-homes';
import { toastSuccess } from '@/shared/lib/toasts';
import { EMPTY_HOME, type HomeValues, validateHome } from './customer-values';
import { HomeFields } from './HomeFields';
import { homeSubmitProblem } from './submit-problem';

interface AddHomeModalProps {
  partnerAccountId: string;
  customerId: string;
  /** A home is in the customer's country. */
  countryCode: string;
  onClose(): void;
}

/** "Add home": its name and address; an address the check refuses is marked on its fields. */
export function AddHomeModal({
  partnerAccountId,
  customerId,
  countryCode,
  onClose,
}: AddHomeModalProps) {
  const { t } = useTranslation();
  const add = useAddHome(partnerAccountId, customerId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ home: HomeValues }>({
    mode: 'controlled',
    initialValues: { home: EMPTY_HOME },
    validate: ({ home }) => {
      const result = validateHome(t, home, countryCode);
      return result.ok ? {} : result.errors;
    },
  });

  const submit = form.onSubmit(async ({ home }) => {
    const result = validateHome(t, home, countryCode);
    if (!result.ok) return;
    setProblem(null);
    try {
      await add.mutateAsync(result.request);
    } catch (failure) {
      const refused = homeSubmitProblem(t, failure);
      setProblem(refused.message);
      form.setErrors(refused.fields);
      return;
    }
    toastSuccess(t('customers.home.added', { name: result.request.locationName }));
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('customers.home.addTitle')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {problem !== null && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <HomeFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={add.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('customers.home.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
