import { Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email';
import { VerifyState } from '@/features/auth/components/verify-state';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

/**
 * /email-verify: the verification notice (spec 000 §2) with its resend link. States 1 (resend
 * link), 2 (sending) and 0 (Email Sent); a failed resend shows the error toast and offers the
 * link again, a successful one a toast and Email Sent (spec 000 §8).
 */
export function EmailVerifyRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const send = useSendVerificationEmail();
  const [state, setState] = useState<VerifyState>(VerifyState.ResendLink);
  const [checking, setChecking] = useState(false);

  const resend = () => {
    setState(VerifyState.Loading);
    send.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('emailVerify.toastSent') });
        setState(VerifyState.EmailSent);
      },
      onError: () => {
        notifications.show({ color: 'red', message: t('common.toast.error') });
        setState(VerifyState.ResendLink);
      },
    });
  };

  // Verified in another tab or device: new tokens carry the news, then the portal opens.
  const continueIfVerified = async () => {
    setChecking(true);
    await refresh();
    setChecking(false);
    navigate(FALLBACK_LANDING_PATH);
  };

  return (
    <Stack gap="md" maw="36rem">
      <DocumentTitle title={t('routes.emailVerify')} />
      <Title order={1}>{t('routes.emailVerify')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('emailVerify.body')}</Text>
          <Text>{t('emailVerify.notReceived')}</Text>
          {state === VerifyState.ResendLink && (
            <Anchor component="button" type="button" onClick={resend}>
              {t('emailVerify.resend')}
            </Anchor>
          )}
          {state === VerifyState.Loading && (
            <Text role="status" aria-live="polite">
              <Loader size="xs" aria-hidden mr="xs" />
              {t('emailVerify.sending')}
            </Text>
          )}
          {state === VerifyState.EmailSent && (
            <Text role="status" fw={600}>
              {t('emailVerify.sent')}
            </Text>
          )}
        </Stack>
      </Paper>
      <Button variant="default" onClick={continueIfVerified} loading={checking}>
        {t('emailVerify.continue')}
      </Button>
    </Stack>
  );
}
