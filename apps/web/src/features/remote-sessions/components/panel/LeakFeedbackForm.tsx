import { Group, Radio, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IntentionalUsageBy, IsLeakMode, LeakFeedback } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeakFeedback } from '@/features/remote-sessions/api/leak-feedback';
import {
  type DeviceProblemKey,
  deviceProblemKey,
  refusedFieldErrors,
} from '@/features/remote-sessions/problems';
import { toastSuccess } from '@/shared/lib/toasts';
import { TitledSection } from '@/shared/ui/TitledSection';
import { DeviceForm } from './DeviceForm';

interface FeedbackValues {
  isLeak: string;
  intentionalUsageBy: string | null;
  note: string;
}

const NOTE_MAX_LENGTH = 500;

/** Whether the water the leak detector found was a leak; when not, what the water was for. */
export function LeakFeedbackForm({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const send = useLeakFeedback(deviceId);
  const [problem, setProblem] = useState<DeviceProblemKey>();
  const form = useForm<FeedbackValues>({
    mode: 'controlled',
    initialValues: { isLeak: '', intentionalUsageBy: null, note: '' },
  });

  const messageFor = (path: string) => {
    if (path === 'isLeak') return t('remoteSessions.leak.chooseAnswer');
    if (path === 'intentionalUsageBy') return t('remoteSessions.leak.chooseUsage');
    if (path === 'note') return t('forms.tooLong', { max: NOTE_MAX_LENGTH });
    return t('forms.invalid');
  };

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const parsed = LeakFeedback.safeParse({
      isLeak: values.isLeak,
      ...(values.isLeak === 'No' && values.intentionalUsageBy !== null
        ? { intentionalUsageBy: values.intentionalUsageBy }
        : {}),
      ...(values.note.trim() !== '' ? { note: values.note } : {}),
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        errors[path] ??= messageFor(path);
      }
      form.setErrors(errors);
      return;
    }
    try {
      await send.mutateAsync(parsed.data);
    } catch (failure) {
      setProblem(deviceProblemKey(failure));
      form.setErrors(refusedFieldErrors(failure, messageFor));
      return;
    }
    form.reset();
    toastSuccess(t('remoteSessions.leak.sent'));
  });

  return (
    <TitledSection level={3} title={t('remoteSessions.leak.title')}>
      <DeviceForm
        onSubmit={submit}
        problem={problem}
        submitLabel={t('remoteSessions.leak.send')}
        pending={send.isPending}
      >
        <Radio.Group
          label={t('remoteSessions.leak.isLeak')}
          required
          {...form.getInputProps('isLeak')}
        >
          <Group mt="xs">
            {IsLeakMode.map((value) => (
              <Radio key={value} value={value} label={t(`remoteSessions.values.isLeak.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.isLeak === 'No' && (
          <Select
            label={t('remoteSessions.leak.usage')}
            required
            data={IntentionalUsageBy.map((value) => ({
              value,
              label: t(`remoteSessions.values.usage.${value}`),
            }))}
            w={260}
            {...form.getInputProps('intentionalUsageBy')}
          />
        )}
        <Textarea
          label={t('remoteSessions.leak.note')}
          description={t('forms.optional')}
          maxLength={NOTE_MAX_LENGTH}
          rows={3}
          {...form.getInputProps('note')}
        />
      </DeviceForm>
    </TitledSection>
  );
}
