import { Button, Group, Stack, Title } from '@mantine/core';
import { type Associate, formatPhoneNumber } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssociates } from '@/features/business-intelligence/api/get-associates';
import {
  useCreateAssociate,
  useDeleteAssociate,
  useUpdateAssociate,
} from '@/features/business-intelligence/api/manage-associates';
import {
  associateValues,
  toAssociateUpdate,
} from '@/features/business-intelligence/associate-values';
import { formatCount } from '@/shared/lib/insights/format';
import { useCursorPages } from '@/shared/lib/paging';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { RowActions } from '@/shared/ui/RowActions';
import { AssociateFormModal } from './AssociateFormModal';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; associate: Associate };

interface AssociatesListProps {
  partnerAccountId: string;
  /** The company's country, whose rules read a national phone number. */
  country: string;
  /** Whether the viewer may add, edit and delete builders; others only read the list. */
  canWrite: boolean;
}

/** The company's builders, 15 a page by name, with add, edit and delete for those who may. */
export function AssociatesList({ partnerAccountId, country, canWrite }: AssociatesListProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const pages = useCursorPages();
  const associates = useAssociates(partnerAccountId, { after: pages.after });
  const create = useCreateAssociate(partnerAccountId);
  const update = useUpdateAssociate(partnerAccountId);
  const remove = useDeleteAssociate(partnerAccountId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const title = t('businessIntelligence.builders.listTitle');

  const done = (message: string) => {
    toastSuccess(message);
    setDialog(null);
  };
  const deleteAssociate = async (associate: Associate) => {
    try {
      await remove.mutateAsync(associate.id);
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    done(t('businessIntelligence.builders.deleted', { name: associate.name }));
  };

  // No CSV of its own: it would hold only the page shown, while BuildersTable, on the same
  // screen, saves every builder.
  const columns: TableColumn<Associate>[] = [
    { header: t('businessIntelligence.builders.name'), cell: (associate) => associate.name },
    {
      header: t('businessIntelligence.builders.contactEmail'),
      cell: (associate) => associate.contactEmail ?? '',
    },
    {
      header: t('businessIntelligence.builders.phoneNumber'),
      cell: (associate) =>
        associate.phoneNumber === null ? '' : formatPhoneNumber(associate.phoneNumber),
    },
    {
      header: t('businessIntelligence.builders.homes'),
      cell: (associate) => formatCount(associate.homes, i18n.language),
    },
  ];
  if (canWrite) {
    columns.push({
      header: t('businessIntelligence.builders.actions'),
      cell: (associate) => (
        <RowActions
          actions={[
            {
              label: t('businessIntelligence.builders.edit'),
              name: t('businessIntelligence.builders.editNamed', { name: associate.name }),
              onClick: () => setDialog({ kind: 'edit', associate }),
            },
            {
              label: t('businessIntelligence.builders.delete'),
              name: t('businessIntelligence.builders.deleteNamed', { name: associate.name }),
              tone: 'danger',
              onClick: () => setDialog({ kind: 'delete', associate }),
            },
          ]}
        />
      ),
    });
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        {canWrite && (
          <Button onClick={() => setDialog({ kind: 'add' })}>
            {t('businessIntelligence.builders.add')}
          </Button>
        )}
      </Group>
      <PagedTable
        query={associates}
        columns={columns}
        caption={title}
        empty={t('businessIntelligence.builders.noBuilders')}
        minWidth={640}
        pager={{ pages, label: t('businessIntelligence.builders.pages') }}
      />
      {dialog?.kind === 'add' && (
        <AssociateFormModal
          title={t('businessIntelligence.builders.addTitle')}
          submitLabel={t('businessIntelligence.builders.add')}
          initialValues={associateValues()}
          country={country}
          submitting={create.isPending}
          onSubmit={async (associate) => {
            await create.mutateAsync(associate);
            done(t('businessIntelligence.builders.added', { name: associate.name }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <AssociateFormModal
          key={dialog.associate.id}
          title={t('businessIntelligence.builders.editTitle', { name: dialog.associate.name })}
          submitLabel={t('businessIntelligence.builders.save')}
          initialValues={associateValues(dialog.associate)}
          country={country}
          submitting={update.isPending}
          onSubmit={async (associate) => {
            await update.mutateAsync({
              associateId: dialog.associate.id,
              update: toAssociateUpdate(associate),
            });
            done(t('businessIntelligence.builders.saved', { name: associate.name }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t('businessIntelligence.builders.deleteTitle', {
          name: dialog?.kind === 'delete' ? dialog.associate.name : '',
        })}
        body={t('businessIntelligence.builders.deleteBody')}
        confirmLabel={t('businessIntelligence.builders.delete')}
        submitting={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && void deleteAssociate(dialog.associate)}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
