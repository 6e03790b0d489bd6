import { Alert, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { CompanyApplication } from '@portal/contracts';
import { PartnerAccountExpertise, ProCategory } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields, stateForNewCountry } from '@/shared/ui/AddressFields';
import { CountrySelect } from '@/shared/ui/CountrySelect';
import { PhoneNumberInput } from '@/shared/ui/PhoneNumberInput';
import { SubmitButton } from '@/shared/ui/SubmitButton';
import { type ApplicationValues, validateApplication } from './application-values';
import type { SubmitProblem } from './submit-error';

/** How long typing pauses before the name hint sees the new name. */
const MATCH_LOOKUP_DEBOUNCE_MS = 400;

interface ApplicationFormProps {
  initialValues: ApplicationValues;
  submitLabel: string;
  /**
   * Sends the application; resolves to the problem when the server refused it (translated by
   * the caller): its message shows above the form, its fields on their inputs.
   */
  onSubmit(application: CompanyApplication): Promise<SubmitProblem | null>;
  /**
   * Shown under the name once typing pauses: a new application warns about similar registered
   * companies (the caller owns that lookup; this form is shared by features that do not).
   */
  nameHint?: (name: string, countryCode: string | undefined) => ReactNode;
}

/**
 * The company application of spec 000 (our own form in place of the external company-info
 * page): company name, address, phone, country, pro categories, expertise and website,
 * validated with the server's CompanyApplication schema. Shared: the application screens apply
 * with it, the company information page edits the company with it.
 */
export function ApplicationForm({
  initialValues,
  submitLabel,
  onSubmit,
  nameHint,
}: ApplicationFormProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const form = useForm<ApplicationValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = validateApplication(t, values);
      return result.ok ? {} : result.errors;
    },
    validateInputOnBlur: true,
  });
  const [name] = useDebouncedValue(form.values.name, MATCH_LOOKUP_DEBOUNCE_MS);

  const submit = form.onSubmit(async (values) => {
    const result = validateApplication(t, values);
    if (!result.ok) {
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      const refused = await onSubmit(result.application);
      setProblem(refused);
      if (refused) form.setErrors(refused.fields);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
      <Stack gap="md">
        {problem !== null && (
          <Alert color="red" variant="light" role="alert">
            {problem.message}
          </Alert>
        )}
        <TextInput
          label={t('companyApplication.name')}
          autoComplete="organization"
          required
          {...form.getInputProps('name')}
        />
        {nameHint?.(name, form.values.country || undefined)}
        <AddressFields
          inputProps={(field) => form.getInputProps(field)}
          country={form.values.country}
        />
        <CountrySelect
          label={t('companyApplication.country')}
          required
          {...form.getInputProps('country')}
          onChange={(country) => {
            const { state, country: from } = form.values;
            form.setFieldValue('state', stateForNewCountry(state, from, country));
            form.setFieldValue('country', country);
          }}
        />
        <PhoneNumberInput
          label={t('companyApplication.phoneNumber')}
          autoComplete="tel"
          required
          country={form.values.country}
          {...form.getInputProps('phoneNumber')}
        />
        {/* Five choices each: checkboxes show them all at once and need no dropdown. */}
        <Checkbox.Group
          label={t('companyApplication.proCategories')}
          required
          {...form.getInputProps('proCategories')}
        >
          <Group mt="xs">
            {ProCategory.map((value) => (
              <Checkbox key={value} value={value} label={t(`proCategories.${value}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('companyApplication.expertise')}
          description={t('forms.optional')}
          {...form.getInputProps('expertise')}
        >
          <Group mt="xs">
            {PartnerAccountExpertise.map((value) => (
              <Checkbox key={value} value={value} label={t(`expertise.${value}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          label={t('companyApplication.websiteUrl')}
          description={t('forms.optional')}
          type="url"
          autoComplete="url"
          {...form.getInputProps('websiteUrl')}
        />
        <Group justify="flex-end">
          <SubmitButton
            submitting={submitting}
            label={submitLabel}
            submittingLabel={t('companyApplication.submitting')}
          />
        </Group>
      </Stack>
    </form>
  );
}
