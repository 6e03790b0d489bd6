import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IsuComponent, IsuTemplate, IsuTemplateInput } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsuComponents } from '@/features/remote-sessions/api/isu-components';
import { IsuFields } from '@/features/remote-sessions/components/IsuFields';
import { refusedFieldErrors } from '@/features/remote-sessions/problems';
import {
  type TemplateValues,
  templateFieldMessage,
  templateValues,
  validateTemplate,
} from '@/features/remote-sessions/template-values';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';

interface TemplateFormModalProps {
  partnerAccountId: string;
  title: string;
  submitLabel: string;
  /** The template being edited; none for a new one. */
  template?: IsuTemplate;
  submitting: boolean;
  /** Saves the template; rejects with the server's refusal, shown on the form. */
  onSubmit(template: IsuTemplateInput): Promise<unknown>;
  onClose(): void;
}

/** "New template" and "Edit template": name, description and the installer settings it sets. */
export function TemplateFormModal(props: TemplateFormModalProps) {
  const components = useIsuComponents(props.partnerAccountId);
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      {components.isPending && <InlineLoader />}
      {components.isError && <LoadError onRetry={() => void components.refetch()} />}
      {components.data && <TemplateForm {...props} components={components.data.components} />}
    </Modal>
  );
}

function TemplateForm({
  template,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  components,
}: TemplateFormModalProps & { components: IsuComponent[] }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const form = useForm<TemplateValues>({
    mode: 'controlled',
    initialValues: templateValues(components, template),
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const result = validateTemplate(t, components, values);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    try {
      await onSubmit(result.template);
    } catch (failure) {
      const refused = refusedFieldErrors(failure, (path) =>
        templateFieldMessage(t, components, path),
      );
      setProblem(
        Object.keys(refused).length > 0
          ? t('remoteSessions.problems.checkFields')
          : t('common.toast.error'),
      );
      form.setErrors(refused);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {problem !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('remoteSessions.templates.name')}
          required
          maxLength={80}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('remoteSessions.templates.description')}
          description={t('forms.optional')}
          maxLength={500}
          rows={2}
          {...form.getInputProps('description')}
        />
        <IsuFields components={components} form={form} prefix="values." />
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
  );
}
