import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signUpPartner } from '@/features/sign-up/api/sign-up-partner';
import { InviteGate } from '@/features/sign-up/components/InviteGate';
import { InvitePage } from '@/features/sign-up/components/InvitePage';
import { SignUpForm } from '@/features/sign-up/components/SignUpForm';
import { useAuth } from '@/shared/lib/auth/auth-context';
import type { SignUpValues } from '@/shared/lib/auth/validation';
import { INVITE_PARAM } from '@/shared/lib/invite/pending-invite';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

/** An SMS invite's link may name its token smsInvite (spec 000 §2). */
const SMS_INVITE_PARAM = 'smsInvite';

/**
 * Index of the partner sign-up area (spec 000 §2). With a query parameter (invite, smsInvite) the
 * invitation page; otherwise the portal's own sign-up form, which signs the new partner in and
 * shows the verification notice.
 */
export function SignUpRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();

  if (params.size > 0) {
    return (
      <InviteGate token={params.get(INVITE_PARAM) ?? params.get(SMS_INVITE_PARAM)}>
        {(invite, token) => <InvitePage invite={invite} token={token} />}
      </InviteGate>
    );
  }

  const submit = async ({ name, email, password }: SignUpValues) => {
    await signUpPartner({ name, email, password });
    await auth.signIn(email, password);
    navigate('/email-verify', { replace: true });
  };

  return (
    <Box maw="36rem" w="100%" mx="auto">
      <DocumentTitle title={t('routes.signUp')} />
      <Stack gap="lg">
        <Title order={1}>{t('routes.signUp')}</Title>
        <Text>{t('signUp.intro')}</Text>
        <SignUpForm onSubmit={submit} />
        <Text>
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to="/sign-in">
            {t('signUp.signInLink')}
          </Anchor>
        </Text>
      </Stack>
    </Box>
  );
}
