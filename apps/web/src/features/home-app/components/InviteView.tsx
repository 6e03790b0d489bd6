import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { PublicDeviceInvite } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAcceptDeviceInvite, useAnswerInvite } from '@/features/home-app/api/answer-invite';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { decodeTokenClaims } from '@/shared/lib/auth/jwt';
import { formatDateTime } from '@/shared/lib/dates';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { NarrowFrame } from './NarrowFrame';
import {
  authPath,
  HOME_APP_PATH,
  homePath,
  invitePath,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
  signOutTo,
} from './paths';
import { outcomeOf, refusalKey } from './refusals';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why the invite can no longer be answered, if it cannot: answered first, then expired. */
function closedReason(invite: PublicDeviceInvite): 'accepted' | 'rejected' | 'expired' | undefined {
  if (invite.status === 'ACCEPTED') return 'accepted';
  if (invite.status === 'REJECTED') return 'rejected';
  if (invite.expired) return 'expired';
  return undefined;
}

/**
 * A partner's invite to take a home over, from the mailed link: what it brings, then what the
 * visitor can do. Signed out: create an account or sign in, and come back. Signed in with the
 * invited address: accept (the link's token proves the mailbox) or decline. Signed in otherwise:
 * sign out to use the invited account.
 */
export function InviteView({ invite, token }: { invite: PublicDeviceInvite; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, session } = useAuth();
  const accept = useAcceptDeviceInvite();
  const decline = useAnswerInvite();
  const [declining, setDeclining] = useState(false);
  const [refusedEmail, setRefusedEmail] = useState(false);
  const company = invite.partnerName;
  const here = invitePath(token);
  const closed = closedReason(invite);
  // The token's email says up front whose account this is; a token without one leaves it to
  // the server, which refuses another address with INVITE_EMAIL_MISMATCH.
  const signedInEmail =
    session === null ? undefined : decodeTokenClaims(session.accessToken)?.email;
  const mismatch =
    refusedEmail || (signedInEmail !== undefined && !sameEmail(signedInEmail, invite.email));

  const onAccept = async () => {
    try {
      const accepted = await accept.mutateAsync({ inviteId: invite.id, token });
      toastSuccess(t('homeApp.invites.tookOver', { home: accepted.location.locationName }));
      void navigate(homePath(accepted.consumerAccountId, accepted.location.id));
    } catch (error) {
      toastError(t(refusalKey('acceptInvite', error)));
      if (outcomeOf(error) === 'INVITE_EMAIL_MISMATCH') setRefusedEmail(true);
    }
  };

  const onDecline = async () => {
    try {
      await decline.mutateAsync({
        invite: { id: invite.id, invitedType: 'ConsumerDevice' },
        answer: 'reject',
      });
    } catch (error) {
      toastError(t(refusalKey('declineInvite', error)));
      setDeclining(false);
      return;
    }
    toastSuccess(t('homeApp.invites.declined', { from: company }));
    void navigate(HOME_APP_PATH);
  };

  const actions = () => {
    if (closed !== undefined) {
      return (
        <Alert
          color="gray"
          variant="light"
          role="status"
          title={t(`homeApp.invite.${closed}Title`)}
        >
          {t(`homeApp.invite.${closed}Body`, { company })}
        </Alert>
      );
    }
    if (status !== 'authenticated') {
      const links = { email: invite.email, returnTo: here };
      return (
        <>
          <Text>{t('homeApp.invite.signedOut', { email: invite.email })}</Text>
          <Group gap="sm">
            <Button component={Link} to={authPath(SIGN_UP_PATH, links)}>
              {t('homeApp.invite.createAccount')}
            </Button>
            <Button component={Link} to={authPath(SIGN_IN_PATH, links)} variant="default">
              {t('homeApp.invite.signIn')}
            </Button>
          </Group>
        </>
      );
    }
    if (mismatch) {
      return (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('homeApp.invite.mismatchTitle')}
        >
          <Text mb="sm">{t('homeApp.invite.mismatchBody', { email: invite.email })}</Text>
          <Button
            variant="default"
            onClick={() =>
              signOutTo(authPath(SIGN_IN_PATH, { email: invite.email, returnTo: here }))
            }
          >
            {t('homeApp.invite.signOut')}
          </Button>
        </Alert>
      );
    }
    return (
      <Group gap="sm">
        <Button loading={accept.isPending} onClick={() => void onAccept()}>
          {t('homeApp.invite.accept')}
        </Button>
        <Button variant="default" disabled={accept.isPending} onClick={() => setDeclining(true)}>
          {t('homeApp.invite.decline')}
        </Button>
      </Group>
    );
  };

  return (
    <NarrowFrame title={t('homeApp.invite.title', { company })}>
      <Text>{t('homeApp.invite.intro', { company })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LabeledValue label={t('homeApp.invite.home')}>{invite.locationName}</LabeledValue>
        <LabeledValue label={t('homeApp.invite.devices')}>{invite.devicesCount}</LabeledValue>
        <LabeledValue label={t('homeApp.invite.validUntil')}>
          {formatDateTime(invite.expiresAt)}
        </LabeledValue>
        <LabeledValue label={t('homeApp.invite.sentTo')}>{invite.email}</LabeledValue>
      </SimpleGrid>
      {actions()}
      <ConfirmModal
        opened={declining}
        title={t('homeApp.invite.declineTitle', { company })}
        body={t('homeApp.invite.declineBody', { company })}
        confirmLabel={t('homeApp.invite.declineConfirm')}
        submitting={decline.isPending}
        onConfirm={() => void onDecline()}
        onClose={() => setDeclining(false)}
      />
    </NarrowFrame>
  );
}
