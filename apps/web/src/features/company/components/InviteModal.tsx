import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ASSIGNABLE_ROLES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateInvite } from '@/features/company/api/manage-invites';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { CountrySelect } from '@/shared/ui/CountrySelect';
import { PhoneNumberInput } from '@/shared/ui/PhoneNumberInput';
import { emptyInvite, type InviteValues, validateInvite } from './invite-values';

interface InviteModalProps {
  opened: boolean;
  partnerAccountId: string;
  /** The country a phone number is read in unless the inviter picks another. */
  defaultCountry: string | null | undefined;
  onClose(): void;
}

/** "Invite employee": by email, or by SMS to a phone number with its country, with one role. */
export function InviteModal({
  opened,
  partnerAccountId,
  defaultCountry,
  onClose,
}: InviteModalProps) {
  const { t } = useTranslation();
  const create = useCreateInvite(partnerAccountId);
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: emptyInvite(defaultCountry),
    validate: (values) => {
      const result = validateInvite(t, values);
      return result.ok ? {} : result.errors;
    },
  });
  const sms = form.values.notificationType === 'Sms';

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const result = validateInvite(t, values);
    if (!result.ok) return;
    try {
      await create.mutateAsync(result.request);
    } catch (failure) {
      toastError(t(conflictMessageKey('createInvite', failure)));
      return;
    }
    toastSuccess(t('employees.invite.sent', { to: sms ? values.phoneNumber : values.email }));
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={t('employees.invite.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('employees.invite.channel')}
            data={[
              { value: 'Email', label: t('employees.invite.byEmail') },
              { value: 'Sms', label: t('employees.invite.bySms') },
            ]}
            {...form.getInputProps('notificationType')}
          />
          {sms ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CountrySelect
                label={t('employees.invite.country')}
                required
                {...form.getInputProps('countryCode')}
                onChange={(country) => form.setFieldValue('countryCode', country)}
              />
              <PhoneNumberInput
                label={t('employees.invite.phoneNumber')}
                autoComplete="off"
                required
                country={form.values.countryCode}
                {...form.getInputProps('phoneNumber')}
              />
            </SimpleGrid>
          ) : (
            <TextInput
              label={t('employees.invite.email')}
              type="email"
              autoComplete="off"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.firstName')}
              description={t('forms.optional')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('profile.lastName')}
              description={t('forms.optional')}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <Select
            label={t('employees.role')}
            data={ASSIGNABLE_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
            allowDeselect={false}
            required
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('employees.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('employees.invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
