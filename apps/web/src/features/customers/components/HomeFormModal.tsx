import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CustomerLocation } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveHome } from '@/features/customers/api/manage-homes';
import { toastSuccess } from '@/shared/lib/toasts';
import { type HomeValues, homeValues, validateHome } from './customer-values';
import { HomeFields } from './HomeFields';
import { homeSubmitProblem } from './submit-problem';

interface HomeFormModalProps {
  partnerAccountId: string;
  customerId: string;
  /** A new home is in the customer's country; an edited one stays in its own. */
  countryCode: string;
  /** The home to edit; without it a new one is added. */
  home?: CustomerLocation;
  onClose(): void;
}

/**
 * "Add home" or "Edit home": its name and address; an address the server's check refuses is
 * marked on its fields and nothing is saved.
 */
export function HomeFormModal({
  partnerAccountId,
  customerId,
  countryCode,
  home,
  onClose,
}: HomeFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveHome(partnerAccountId, customerId, home?.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ home: HomeValues }>({
    mode: 'controlled',
    initialValues: { home: homeValues(home) },
    validate: (values) => {
      const result = validateHome(t, values.home, countryCode);
      return result.ok ? {} : result.errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const result = validateHome(t, values.home, countryCode);
    if (!result.ok) return;
    setProblem(null);
    try {
      await save.mutateAsync(result.request);
    } catch (failure) {
      const refused = homeSubmitProblem(t, failure);
      setProblem(refused.message);
      form.setErrors(refused.fields);
      return;
    }
    const name = result.request.locationName;
    toastSuccess(home ? t('customers.home.saved', { name }) : t('customers.home.added', { name }));
    onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        home
          ? t('customers.home.editTitle', { name: home.locationName })
          : t('customers.home.addTitle')
      }
      size="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {problem !== null && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <HomeFields form={form} country={countryCode} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {home ? t('customers.home.editSubmit') : t('customers.home.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
