import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ASSOCIATE_NOTES_MAX_LENGTH, type AssociateCreate } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AssociateValues,
  REFUSED_MESSAGE_KEYS,
  validateAssociate,
} from '@/features/business-intelligence/associate-values';
import { refusedFields } from '@/shared/lib/forms/refused-fields';
import { FormBanner } from '@/shared/ui/CredentialFields';
import { PhoneNumberInput } from '@/shared/ui/PhoneNumberInput';

interface AssociateFormModalProps {
  title: string;
  submitLabel: string;
  initialValues: AssociateValues;
  /** The company's country, whose rules read a national phone number. */
  country: string;
  submitting: boolean;
  /** Sends the builder; rejects with the server's error, shown on the form. */
  onSubmit(associate: AssociateCreate): Promise<unknown>;
  onClose(): void;
}

/** "Add builder" and "Edit builder": the name, and optionally a contact email, phone and notes. */
export function AssociateFormModal({
  title,
  submitLabel,
  initialValues,
  country,
  submitting,
  onSubmit,
  onClose,
}: AssociateFormModalProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const form = useForm<AssociateValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = validateAssociate(t, values, country);
      return result.ok ? {} : result.errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const result = validateAssociate(t, values, country);
    if (!result.ok) return;
    setProblem(undefined);
    try {
      await onSubmit(result.request);
    } catch (failure) {
      setProblem(t('common.toast.error'));
      form.setErrors(refusedFields(t, failure, REFUSED_MESSAGE_KEYS));
    }
  });

  return (
    <Modal opened onClose={onClose} title={title}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormBanner message={problem} />
          <TextInput
            label={t('businessIntelligence.builders.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('businessIntelligence.builders.contactEmail')}
            description={t('forms.optional')}
            type="email"
            autoComplete="off"
            {...form.getInputProps('contactEmail')}
          />
          <PhoneNumberInput
            label={t('businessIntelligence.builders.phoneNumber')}
            autoComplete="off"
            optional
            country={country}
            {...form.getInputProps('phoneNumber')}
          />
          <Textarea
            label={t('businessIntelligence.builders.notes')}
            description={t('forms.optional')}
            rows={3}
            maxLength={ASSOCIATE_NOTES_MAX_LENGTH}
            {...form.getInputProps('notes')}
          />
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
