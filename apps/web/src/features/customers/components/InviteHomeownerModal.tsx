import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DeviceInviteRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useInviteHomeowner } from '@/features/customers/api/manage-homes';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { toastError, toastSuccess } from '@/shared/lib/toasts';

interface InviteHomeownerModalProps {
  partnerAccountId: string;
  locationId: string;
  homeName: string;
  /** The customer's email, offered first. */
  email: string | null;
  onClose(): void;
}

/** "Invite homeowner": mails the homeowner a link to take the home over in their own app. */
export function InviteHomeownerModal({
  partnerAccountId,
  locationId,
  homeName,
  email,
  onClose,
}: InviteHomeownerModalProps) {
  const { t } = useTranslation();
  const invite = useInviteHomeowner(partnerAccountId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: email ?? '' },
    validate: {
      email: (value) =>
        DeviceInviteRequest.shape.email.safeParse(value.trim()).success
          ? null
          : t('forms.invalidEmail'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const to = values.email.trim();
    try {
      await invite.mutateAsync({ partnerDeviceLocationId: locationId, email: to });
    } catch (failure) {
      toastError(t(conflictMessageKey('inviteHomeowner', failure)));
      return;
    }
    toastSuccess(t('customers.invite.sent', { to }));
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('customers.invite.title', { home: homeName })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text>{t('customers.invite.body')}</Text>
          <TextInput
            label={t('customers.email')}
            type="email"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={invite.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('customers.invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
