import { Stack, Text, Title } from '@mantine/core';
import type { PublicInvite } from '@portal/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicInvite } from '@/features/sign-up/api/get-public-invite';
import { inviteDecision, readInviteToken } from '@/features/sign-up/components/invite-decision';
import { reportClientError } from '@/shared/lib/report-error';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageError } from '@/shared/ui/PageError';
import { PageLoader } from '@/shared/ui/PageLoader';

/** The invite-expired page (spec 000 §2): a title and a body. */
function InviteExpiredPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <DocumentTitle title={t('inviteExpired.title')} />
      <Title order={1}>{t('inviteExpired.title')}</Title>
      <Text>{t('inviteExpired.body')}</Text>
    </Stack>
  );
}

interface InviteGateProps {
  token: string | null;
  /** The screen for a usable invite. */
  children: (invite: PublicInvite, token: string) => ReactNode;
}

/**
 * Looks an invite token up and shows what spec 000 says for each outcome (invite-decision.ts),
 * or `children` for a usable invite. A malformed or tampered token is logged (spec 000 §8);
 * the log names the problem, never the token (it holds the invitee's email).
 */
export function InviteGate({ token, children }: InviteGateProps) {
  const read = readInviteToken(token);
  const lookup = usePublicInvite(read.kind === 'parsed' && token ? token : undefined);
  const decision = inviteDecision(token, { invite: lookup.data, error: lookup.error }, new Date());

  useEffect(() => {
    if (decision.kind === 'malformed') {
      reportClientError(new Error('Invite token malformed or tampered'));
    }
  }, [decision.kind]);

  switch (decision.kind) {
    case 'missing':
      return <NotFoundPage />;
    case 'malformed':
      return <PageError />;
    case 'loading':
      return <PageLoader />;
    case 'expired':
      return <InviteExpiredPage />;
    case 'valid':
      return token ? children(decision.invite, token) : <NotFoundPage />;
  }
}
