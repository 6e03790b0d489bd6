import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CustomerCreate, PartnerCustomerType } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stateForNewCountry } from '@/shared/ui/AddressFields';
import { CountrySelect } from '@/shared/ui/CountrySelect';
import { PhoneNumberInput } from '@/shared/ui/PhoneNumberInput';
import { type CustomerValues, validateCustomer } from './customer-values';
import { HomeFields } from './HomeFields';
import { homeSubmitProblem } from './submit-problem';

interface CustomerFormModalProps {
  title: string;
  submitLabel: string;
  initialValues: CustomerValues;
  /** Creating offers the first home; editing changes only the customer's own fields. */
  offerHome: boolean;
  submitting: boolean;
  /** Sends the customer; rejects with the server's error, shown on the form. */
  onSubmit(customer: CustomerCreate): Promise<unknown>;
  onClose(): void;
}

/**
 * "Add customer" and "Edit customer": name, email, phone (checked in the chosen country, shown
 * as it will be stored), country, customer type and, when adding, optionally the first home.
 */
export function CustomerFormModal({
  title,
  submitLabel,
  initialValues,
  offerHome,
  submitting,
  onSubmit,
  onClose,
}: CustomerFormModalProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = validateCustomer(t, values);
      return result.ok ? {} : result.errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const result = validateCustomer(t, values);
    if (!result.ok) return;
    setProblem(null);
    try {
      await onSubmit(result.request);
    } catch (failure) {
      const refused = homeSubmitProblem(t, failure);
      setProblem(refused.message);
      form.setErrors(refused.fields);
    }
  });

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {problem !== null && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.firstName')}
              required
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput label={t('profile.lastName')} required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label={t('customers.email')}
            description={t('forms.optional')}
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CountrySelect
              label={t('companyApplication.country')}
              required
              {...form.getInputProps('countryCode')}
              onChange={(country) => {
                const { home, countryCode } = form.values;
                form.setFieldValue(
                  'home.state',
                  stateForNewCountry(home.state, countryCode, country),
                );
                form.setFieldValue('countryCode', country);
              }}
            />
            <PhoneNumberInput
              label={t('customers.phoneNumber')}
              autoComplete="off"
              optional
              country={form.values.countryCode}
              {...form.getInputProps('phoneNumber')}
            />
          </SimpleGrid>
          <Select
            label={t('customers.customerType')}
            data={PartnerCustomerType.map((value) => ({
              value,
              label: t(`customerType.${value}`),
            }))}
            allowDeselect={false}
            required
            {...form.getInputProps('customerType')}
          />
          {offerHome && (
            <>
              <Checkbox
                label={t('customers.addFirstHome')}
                {...form.getInputProps('withHome', { type: 'checkbox' })}
              />
              {form.values.withHome && <HomeFields form={form} country={form.values.countryCode} />}
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
