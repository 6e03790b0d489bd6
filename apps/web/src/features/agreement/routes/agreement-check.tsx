import { Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Viewer } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProAgreement } from '@/features/agreement/api/get-pro-agreement';
import {
  type AgreementAnswer,
  useRespondToAgreement,
} from '@/features/agreement/api/respond-to-agreement';
import { AGREEMENT_POLL_INTERVAL_MS, FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { startViewerPolling } from '@/shared/lib/viewer/viewer-polling';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * How long the viewer is polled after accepting, at most. The spec gives the interval (5 s) but
 * no end; a minute covers a slow consent record without polling for the rest of the visit.
 */
const AGREEMENT_POLL_SECONDS = 60;

/**
 * /agreement-check (flag AGREEMENT_CHECK): the current Pro terms. Accept goes to the business home
 * and polls the viewer every 5 s until consent is no longer required; decline signs out (§4).
 */
export function AgreementCheckRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const agreement = useProAgreement();
  const respond = useRespondToAgreement();
  const title = t('routes.agreementCheck');

  const answer = (choice: AgreementAnswer) => {
    respond.mutate(choice, {
      onSuccess: (result) => {
        if (choice === 'reject') {
          navigate('/sign-out');
          return;
        }
        // The server has the consent now: the guard must not send the user back here meanwhile.
        queryClient.setQueryData<Viewer>(
          VIEWER_QUERY_KEY,
          (viewer) => viewer && { ...viewer, consentRequired: result.consentStatus !== 'Accepted' },
        );
        void startViewerPolling(queryClient, AGREEMENT_POLL_SECONDS, {
          intervalMs: AGREEMENT_POLL_INTERVAL_MS,
          done: (viewer) => !viewer.consentRequired,
        });
        navigate(FALLBACK_LANDING_PATH);
      },
      onError: () => {
        notifications.show({ color: 'red', message: t('common.toast.error') });
      },
    });
  };

  let content: ReactNode;
  if (agreement.isPending) {
    content = <PageLoader />;
  } else if (agreement.isError) {
    content = <LoadError onRetry={() => void agreement.refetch()} />;
  } else {
    const document = agreement.data.agreement;
    const busy = respond.isPending ? respond.variables : undefined;
    content = (
      <>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {document.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('agreement.version', {
                version: document.version,
                date: format(new Date(document.effectiveDate), 'MM/dd/yyyy'),
              })}
            </Text>
            <ScrollArea.Autosize mah="50vh" type="auto">
              {/* Plain text, paragraphs split by blank lines (AgreementDocument.body). */}
              {document.body.split(/\n\s*\n/).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
                <Text key={index} mb="sm" style={{ whiteSpace: 'pre-line' }}>
                  {paragraph}
                </Text>
              ))}
            </ScrollArea.Autosize>
          </Stack>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => answer('reject')}
            disabled={respond.isPending}
            loading={busy === 'reject'}
          >
            {busy === 'reject' ? t('agreement.declining') : t('agreement.decline')}
          </Button>
          <Button
            onClick={() => answer('accept')}
            disabled={respond.isPending}
            loading={busy === 'accept'}
          >
            {busy === 'accept' ? t('agreement.accepting') : t('agreement.accept')}
          </Button>
        </Group>
      </>
    );
  }

  return (
    <Stack gap="md" maw="48rem">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('agreement.intro')}</Text>
      {content}
    </Stack>
  );
}
