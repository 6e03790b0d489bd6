import { Alert } from '@mantine/core';
import type { MyInvite } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAcceptDeviceInvite, useAnswerInvite } from '@/features/home-app/api/answer-invite';
import { useMyInvites } from '@/features/home-app/api/get-my-invites';
import { homePath } from '@/features/home-app/components/paths';
import { outcomeOf, refusalKey } from '@/features/home-app/components/refusals';
import { formatDateTime } from '@/shared/lib/dates';
import { useCursorPages } from '@/shared/lib/paging';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RowActions } from '@/shared/ui/RowActions';

/**
 * /home-app/invites: the open invites addressed to the homeowner, a page at a time. Accepting a
 * partner's invite opens the home it brings; declining asks first. An account whose email is not
 * verified sees none (the server answers 403) and is told to verify it.
 */
export function InvitesRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useCursorPages();
  const invites = useMyInvites({ after: pages.after });
  const acceptDevice = useAcceptDeviceInvite();
  const answer = useAnswerInvite();
  const [declining, setDeclining] = useState<MyInvite | null>(null);

  const what = (invite: MyInvite) =>
    invite.invitedType === 'ConsumerDevice'
      ? t('homeApp.invites.takeOver')
      : t('homeApp.invites.join', { role: t(`homeApp.role.${invite.role ?? 'MEMBER'}`) });

  const accept = async (invite: MyInvite) => {
    const takeOver = invite.invitedType === 'ConsumerDevice';
    try {
      if (takeOver) {
        const accepted = await acceptDevice.mutateAsync({ inviteId: invite.id });
        toastSuccess(t('homeApp.invites.tookOver', { home: accepted.location.locationName }));
        void navigate(homePath(accepted.consumerAccountId, accepted.location.id));
        return;
      }
      await answer.mutateAsync({ invite, answer: 'accept' });
    } catch (error) {
      toastError(t(refusalKey(takeOver ? 'acceptInvite' : 'joinHousehold', error)));
      return;
    }
    toastSuccess(t('homeApp.invites.joined', { from: invite.from }));
  };

  const decline = async (invite: MyInvite) => {
    try {
      await answer.mutateAsync({ invite, answer: 'reject' });
    } catch (error) {
      toastError(t(refusalKey('declineInvite', error)));
      setDeclining(null);
      return;
    }
    toastSuccess(t('homeApp.invites.declined', { from: invite.from }));
    setDeclining(null);
  };

  const busyId = acceptDevice.isPending
    ? acceptDevice.variables.inviteId
    : answer.isPending && answer.variables.answer === 'accept'
      ? answer.variables.invite.id
      : undefined;

  const columns: TableColumn<MyInvite>[] = [
    { header: t('homeApp.invites.from'), cell: (invite) => invite.from },
    { header: t('homeApp.invites.what'), cell: what },
    { header: t('homeApp.invites.home'), cell: (invite) => invite.locationName ?? '—' },
    { header: t('homeApp.invites.devices'), cell: (invite) => invite.devicesCount },
    {
      header: t('homeApp.invites.validUntil'),
      cell: (invite) => formatDateTime(invite.expiresAt),
    },
    {
      header: t('homeApp.invites.actions'),
      cell: (invite) => (
        <RowActions
          actions={[
            {
              label: t('homeApp.invites.accept'),
              name: t('homeApp.invites.acceptNamed', { from: invite.from }),
              tone: 'primary',
              loading: busyId === invite.id,
              onClick: () => void accept(invite),
            },
            {
              label: t('homeApp.invites.decline'),
              name: t('homeApp.invites.declineNamed', { from: invite.from }),
              onClick: () => setDeclining(invite),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <PageFrame title={t('homeApp.invites.title')}>
      {outcomeOf(invites.error) === 'FORBIDDEN' ? (
        // The invites to an address are shown only once the account has proven it reads it.
        <Alert variant="light" role="status">
          {t('homeApp.invites.unverified')}
        </Alert>
      ) : (
        <PagedTable
          query={invites}
          columns={columns}
          caption={(count) => t('homeApp.invites.caption', { count })}
          empty={t('homeApp.invites.none')}
          minWidth={860}
          pager={{ pages, label: t('homeApp.invites.pages') }}
        />
      )}
      <ConfirmModal
        opened={declining !== null}
        title={t('homeApp.invites.declineTitle', { from: declining?.from ?? '' })}
        body={t('homeApp.invites.declineBody')}
        confirmLabel={t('homeApp.invites.declineConfirm')}
        submitting={answer.isPending && answer.variables.answer === 'reject'}
        onConfirm={() => declining !== null && void decline(declining)}
        onClose={() => setDeclining(null)}
      />
    </PageFrame>
  );
}
