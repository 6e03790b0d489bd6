import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMe } from '@/features/home-app/api/delete-me';
import { toastError } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { ACCOUNT_DELETED_PARAM, SIGN_IN_PATH, signOutTo } from './paths';
import { type RefusalKey, refusalKey } from './refusals';

/**
 * Deleting the account, behind a confirmation that says what goes with it. A refusal because
 * others depend on the homeowner stays on screen, saying what to do first.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const remove = useDeleteMe();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<RefusalKey | undefined>();

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      setConfirming(false);
      const key = refusalKey('deleteAccount', error);
      if (key === 'common.toast.error') toastError(t(key));
      else setRefusal(key);
      return;
    }
    signOutTo(`${SIGN_IN_PATH}?${ACCOUNT_DELETED_PARAM}=true`);
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('homeApp.account.deleteIntro')}</Text>
      {refusal !== undefined && (
        <Alert color="red" variant="light" role="alert">
          {t(refusal)}
        </Alert>
      )}
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        {t('homeApp.account.delete')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('homeApp.account.deleteTitle')}
        body={t('homeApp.account.deleteBody')}
        confirmLabel={t('homeApp.account.deleteConfirm')}
        submitting={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
