import { Button, Group, Text } from '@mantine/core';
import type { IsuTemplate, IsuTemplateInput } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateIsuTemplate,
  useDeleteIsuTemplate,
  useIsuTemplates,
  useUpdateIsuTemplate,
} from '@/features/remote-sessions/api/isu-templates';
import { formatDateTime } from '@/shared/lib/dates';
import { useCursorPages } from '@/shared/lib/paging';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RowActions } from '@/shared/ui/RowActions';
import { TemplateFormModal } from './TemplateFormModal';

type Dialog = { kind: 'new' } | { kind: 'edit' | 'delete'; template: IsuTemplate };

interface IsuTemplatesPageProps {
  partnerAccountId: string;
  /** company:update: create, edit and delete. */
  canEdit: boolean;
}

/**
 * The company's installer set-up templates: a technician applies one to a thermostat in a
 * remote session, instead of setting each installer setting by hand.
 */
export function IsuTemplatesPage({ partnerAccountId, canEdit }: IsuTemplatesPageProps) {
  const { t } = useTranslation();
  const pages = useCursorPages();
  const templates = useIsuTemplates(partnerAccountId, { after: pages.after });
  const create = useCreateIsuTemplate(partnerAccountId);
  const update = useUpdateIsuTemplate(partnerAccountId);
  const remove = useDeleteIsuTemplate(partnerAccountId);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const columns: TableColumn<IsuTemplate>[] = [
    { header: t('remoteSessions.templates.name'), cell: (row) => row.name },
    {
      header: t('remoteSessions.templates.description'),
      cell: (row) => row.description || '—',
    },
    { header: t('remoteSessions.templates.updated'), cell: (row) => formatDateTime(row.updatedAt) },
  ];
  if (canEdit) {
    columns.push({
      header: t('remoteSessions.templates.actions'),
      cell: (row) => (
        <RowActions
          actions={[
            {
              label: t('remoteSessions.templates.edit'),
              name: t('remoteSessions.templates.editNamed', { name: row.name }),
              onClick: () => setDialog({ kind: 'edit', template: row }),
            },
            {
              label: t('remoteSessions.templates.delete'),
              name: t('remoteSessions.templates.deleteNamed', { name: row.name }),
              tone: 'danger',
              onClick: () => setDialog({ kind: 'delete', template: row }),
            },
          ]}
        />
      ),
    });
  }

  const createTemplate = async (template: IsuTemplateInput) => {
    await create.mutateAsync(template);
    toastSuccess(t('remoteSessions.templates.created', { name: template.name }));
    setDialog(null);
  };
  const updateTemplate = (templateId: string) => async (template: IsuTemplateInput) => {
    await update.mutateAsync({ templateId, template });
    toastSuccess(t('remoteSessions.templates.saved', { name: template.name }));
    setDialog(null);
  };
  const deleteTemplate = async (template: IsuTemplate) => {
    try {
      await remove.mutateAsync(template.id);
    } catch {
      toastError(t('common.toast.error'));
      return;
    }
    toastSuccess(t('remoteSessions.templates.deleted', { name: template.name }));
    setDialog(null);
  };

  return (
    <PageFrame
      title={t('remoteSessions.templates.title')}
      actions={
        canEdit && (
          <Group>
            <Button onClick={() => setDialog({ kind: 'new' })}>
              {t('remoteSessions.templates.new')}
            </Button>
          </Group>
        )
      }
    >
      <Text>{t('remoteSessions.templates.intro')}</Text>
      <PagedTable
        query={templates}
        columns={columns}
        caption={t('remoteSessions.templates.caption')}
        empty={t('remoteSessions.templates.empty')}
        minWidth={640}
        pager={{ pages, label: t('remoteSessions.templates.pages') }}
      />
      {dialog?.kind === 'new' && (
        <TemplateFormModal
          partnerAccountId={partnerAccountId}
          title={t('remoteSessions.templates.newTitle')}
          submitLabel={t('remoteSessions.templates.create')}
          submitting={create.isPending}
          onSubmit={createTemplate}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <TemplateFormModal
          partnerAccountId={partnerAccountId}
          title={t('remoteSessions.templates.editTitle', { name: dialog.template.name })}
          submitLabel={t('remoteSessions.templates.save')}
          template={dialog.template}
          submitting={update.isPending}
          onSubmit={updateTemplate(dialog.template.id)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t('remoteSessions.templates.deleteTitle', {
          name: dialog?.kind === 'delete' ? dialog.template.name : '',
        })}
        body={t('remoteSessions.templates.deleteBody')}
        confirmLabel={t('remoteSessions.templates.delete')}
        submitting={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && void deleteTemplate(dialog.template)}
        onClose={() => setDialog(null)}
      />
    </PageFrame>
  );
}
