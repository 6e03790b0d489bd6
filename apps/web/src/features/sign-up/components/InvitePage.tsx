import { Anchor, Box, Button, Stack, Text, Title } from '@mantine/core';
import type { PublicInvite } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { acceptInvitePath } from '@/shared/lib/auth/redirect-order';
import { signInPath } from '@/shared/lib/auth/return-path';
import { INVITE_PARAM, rememberPendingInvite } from '@/shared/lib/invite/pending-invite';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

export const ACCEPT_INVITE_LANDING_PATH = '/sign-up/accept-invite-landing';

/**
 * The invitation page (spec 000 §2): 'invite to {company}', what it means, a sign-up button (our
 * sign-up for invitees, carrying the token) and a sign-in link (the invited email prefilled,
 * back to accept-invite). Either way the invite is remembered first, so that it survives the
 * email verification and the redirect order (item 1) brings the user back to accept it.
 */
export function InvitePage({ invite, token }: { invite: PublicInvite; token: string }) {
  const { t } = useTranslation();
  const company = invite.partnerAccount.name;
  const title = t('invite.title', { company });
  const remember = () => rememberPendingInvite(token);
  const signUpTo = `${ACCEPT_INVITE_LANDING_PATH}?${new URLSearchParams({ [INVITE_PARAM]: token })}`;
  const signInTo = signInPath({
    email: invite.sendToEmail ?? '',
    returnTo: acceptInvitePath(token),
  });

  return (
    <Box maw="36rem" w="100%" mx="auto">
      <DocumentTitle title={title} />
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{t('invite.body', { company })}</Text>
        {invite.sendToEmail && <Text>{t('invite.sentTo', { email: invite.sendToEmail })}</Text>}
        <Button component={Link} to={signUpTo} onClick={remember}>
          {t('invite.signUp')}
        </Button>
        <Text>
          {t('invite.haveAccount')}{' '}
          <Anchor component={Link} to={signInTo} onClick={remember}>
            {t('invite.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </Box>
  );
}
