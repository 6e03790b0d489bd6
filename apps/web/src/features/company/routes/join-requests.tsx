import { Stack, Text } from '@mantine/core';
import { type AddRequest, hasPermission } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type JoinAnswer,
  useAnswerJoinRequest,
  useJoinRequests,
} from '@/features/company/api/join-requests';
import { RoleModal } from '@/features/company/components/RoleModal';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { formatDateTime } from '@/shared/lib/dates';
import { useCursorPages } from '@/shared/lib/paging';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RowActions } from '@/shared/ui/RowActions';

type Pending = { decision: JoinAnswer['decision']; request: AddRequest };

const nameOf = (request: AddRequest) => `${request.user.firstName} ${request.user.lastName}`.trim();

export function JoinRequestsTable({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const pages = useCursorPages();
  const requests = useJoinRequests(partnerAccountId, pages.after);
  const answer = useAnswerJoinRequest(partnerAccountId);
  const [pending, setPending] = useState<Pending | null>(null);

  const send = async (joinAnswer: JoinAnswer, name: string) => {
    try {
      await answer.mutateAsync(joinAnswer);
    } catch (failure) {
      toastError(t(conflictMessageKey('answerJoinRequest', failure)));
      return;
    }
    toastSuccess(t(`joinRequests.done.${joinAnswer.decision}`, { name }));
    setPending(null);
  };

  const columns: TableColumn<AddRequest>[] = [
    { header: t('employees.name'), cell: nameOf },
    { header: t('employees.email'), cell: (request) => request.user.email },
    { header: t('joinRequests.requestedAt'), cell: (request) => formatDateTime(request.createdAt) },
    {
      header: t('employees.actions'),
      cell: (request) => {
        const name = nameOf(request);
        return (
          <RowActions
            actions={[
              {
                label: t('joinRequests.accept'),
                name: t('joinRequests.acceptNamed', { name }),
                tone: 'primary',
                onClick: () => setPending({ decision: 'accept', request }),
              },
              {
                label: t('joinRequests.reject'),
                name: t('joinRequests.rejectNamed', { name }),
                tone: 'danger',
                onClick: () => setPending({ decision: 'reject', request }),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <Stack gap="sm">
      <PagedTable
        query={requests}
        columns={columns}
        caption={(count) => t('joinRequests.caption', { count })}
        empty={t('joinRequests.empty')}
        minWidth={640}
        pager={{ pages, label: t('joinRequests.pages') }}
      />
      {pending?.decision === 'accept' && (
        <RoleModal
          key={pending.request.id}
          opened
          title={t('joinRequests.acceptTitle', { name: nameOf(pending.request) })}
          description={t('joinRequests.acceptBody', { name: nameOf(pending.request) })}
          confirmLabel={t('joinRequests.accept')}
          initialRole="MEMBER"
          submitting={answer.isPending}
          onConfirm={(role) =>
            void send(
              { decision: 'accept', inviteId: pending.request.id, role },
              nameOf(pending.request),
            )
          }
          onClose={() => setPending(null)}
        />
      )}
      <ConfirmModal
        opened={pending?.decision === 'reject'}
        title={t('joinRequests.rejectTitle', { name: pending ? nameOf(pending.request) : '' })}
        body={t('joinRequests.rejectBody')}
        confirmLabel={t('joinRequests.reject')}
        submitting={answer.isPending}
        onConfirm={() =>
          pending &&
          void send({ decision: 'reject', inviteId: pending.request.id }, nameOf(pending.request))
        }
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

/**
 * /mybusiness/company/employees/requested: requests to join the company (status REQUESTED),
 * which the bell's join-request notifications link to. Owners and admins accept them with a
 * role, or reject them.
 */
export function JoinRequestsRoute() {
  const { t } = useTranslation();
  const { facts } = useViewerFacts();
  if (facts.partnerAccountId === undefined || !hasPermission(facts.roles, 'employees:manage')) {
    return <NoAccessPage />;
  }
  return (
    <PageFrame title={t('routes.joinRequests')}>
      <Text>{t('joinRequests.intro')}</Text>
      <JoinRequestsTable partnerAccountId={facts.partnerAccountId} />
    </PageFrame>
  );
}
