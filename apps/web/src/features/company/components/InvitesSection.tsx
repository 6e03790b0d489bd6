import { Badge } from '@mantine/core';
import { type EmployeeInvite, formatPhoneNumber } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeInvites } from '@/features/company/api/get-employee-invites';
import { useCancelInvite, useResendInvite } from '@/features/company/api/manage-invites';
import { formatDateTime } from '@/shared/lib/dates';
import { useCursorPages } from '@/shared/lib/paging';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { RowActions } from '@/shared/ui/RowActions';
import { TitledSection } from '@/shared/ui/TitledSection';

/** Invitations not answered yet may be sent again or cancelled. */
const OPEN = new Set<EmployeeInvite['status']>(['UNSENT', 'PENDING']);

function recipient(invite: EmployeeInvite): string {
  if (invite.notificationType === 'Sms' && invite.sendToPhoneNumber) {
    return formatPhoneNumber(invite.sendToPhoneNumber);
  }
  return invite.sendToEmail ?? invite.sendToPhoneNumber ?? '';
}

/** The company's invitations, 15 a page, with resend and cancel (owners and admins). */
export function InvitesSection({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const pages = useCursorPages();
  const invites = useEmployeeInvites(partnerAccountId, { after: pages.after });
  const resend = useResendInvite(partnerAccountId);
  const cancel = useCancelInvite(partnerAccountId);
  const [cancelling, setCancelling] = useState<EmployeeInvite | null>(null);

  const resendTo = async (invite: EmployeeInvite) => {
    try {
      await resend.mutateAsync(invite.id);
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(t('employees.invites.resent', { to: recipient(invite) }));
  };

  const confirmCancel = async () => {
    if (cancelling === null) return;
    try {
      await cancel.mutateAsync(cancelling.id);
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(t('employees.invites.cancelled', { to: recipient(cancelling) }));
    setCancelling(null);
  };

  const columns: TableColumn<EmployeeInvite>[] = [
    { header: t('employees.invites.recipient'), cell: recipient },
    {
      header: t('employees.roles'),
      cell: (invite) => invite.roles.map((role) => t(`role.${role}`)).join(', '),
    },
    {
      header: t('employees.status'),
      cell: (invite) => (
        <Badge variant="light" color={OPEN.has(invite.status) ? 'yellow' : 'gray'}>
          {t(`inviteStatus.${invite.status}`)}
        </Badge>
      ),
    },
    {
      header: t('employees.invites.expires'),
      cell: (invite) => formatDateTime(invite.expiresAt),
    },
    {
      header: t('employees.invites.sent'),
      cell: (invite) => (invite.sentAt ? formatDateTime(invite.sentAt) : t('employees.none')),
    },
    {
      header: t('employees.actions'),
      cell: (invite) => {
        if (!OPEN.has(invite.status)) return null;
        const to = recipient(invite);
        return (
          <RowActions
            actions={[
              {
                label: t('employees.invites.resend'),
                name: t('employees.invites.resendTo', { to }),
                loading: resend.isPending && resend.variables === invite.id,
                onClick: () => void resendTo(invite),
              },
              {
                label: t('employees.invites.cancel'),
                name: t('employees.invites.cancelTo', { to }),
                tone: 'danger',
                onClick: () => setCancelling(invite),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <TitledSection title={t('employees.invites.title')}>
      <PagedTable
        query={invites}
        columns={columns}
        caption={(count) => t('employees.invites.caption', { count })}
        empty={t('employees.invites.empty')}
        minWidth={720}
        pager={{ pages, label: t('employees.invites.pages') }}
      />
      <ConfirmModal
        opened={cancelling !== null}
        title={t('employees.invites.cancelTitle', { to: cancelling ? recipient(cancelling) : '' })}
        body={t('employees.invites.cancelBody')}
        confirmLabel={t('employees.invites.cancel')}
        submitting={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
      />
    </TitledSection>
  );
}
