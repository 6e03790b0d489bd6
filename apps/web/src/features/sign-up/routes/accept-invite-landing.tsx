import { Box, Stack, Text, Title } from '@mantine/core';
import type { PublicInvite } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { signUpPartner } from '@/features/sign-up/api/sign-up-partner';
import { InviteGate } from '@/features/sign-up/components/InviteGate';
import { SignUpForm } from '@/features/sign-up/components/SignUpForm';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { acceptInvitePath } from '@/shared/lib/auth/redirect-order';
import type { SignUpValues } from '@/shared/lib/auth/validation';
import { INVITE_PARAM, rememberPendingInvite } from '@/shared/lib/invite/pending-invite';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * The sign-up of an invitee: the invited email prefilled (fixed for an email invite), then
 * signed in and on to accept-invite. Remembers the invite first: an unverified new user is
 * otherwise sent to email-verify, and the remembered invite puts accepting first (spec 000 §4).
 */
function InviteSignUp({ invite, token }: { invite: PublicInvite; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const company = invite.partnerAccount.name;
  const title = t('routes.acceptInviteLanding');
  const emailInvite = invite.notificationType === 'Email' && invite.sendToEmail !== null;

  const submit = async ({ name, email, password }: SignUpValues) => {
    rememberPendingInvite(token);
    await signUpPartner({ name, email, password });
    await auth.signIn(email, password);
    navigate(acceptInvitePath(token), { replace: true });
  };

  return (
    <Box maw="36rem" w="100%" mx="auto">
      <DocumentTitle title={title} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text>{t('invite.signUpIntro', { company })}</Text>
        <SignUpForm
          onSubmit={submit}
          initialEmail={invite.sendToEmail ?? ''}
          emailReadOnly={emailInvite}
        />
      </Stack>
    </Box>
  );
}

/**
 * /sign-up/accept-invite-landing?invite=… (spec 000 §2): starts the sign-up of a new user with
 * the invited email and returns to accept-invite. Our own sign-up form stands in for the
 * provider's hosted sign-up page, as on /sign-up. Who is signed in already goes straight on.
 */
export function AcceptInviteLandingRoute() {
  const [params] = useSearchParams();
  const auth = useAuth();
  const token = params.get(INVITE_PARAM);

  if (auth.status === 'loading' && !auth.mockMode) {
    return <PageLoader />;
  }
  if (auth.status === 'authenticated' && token) {
    return <Navigate to={acceptInvitePath(token)} replace />;
  }
  return (
    <InviteGate token={token}>
      {(invite, inviteToken) => <InviteSignUp invite={invite} token={inviteToken} />}
    </InviteGate>
  );
}
