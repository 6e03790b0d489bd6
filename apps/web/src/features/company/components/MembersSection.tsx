import { Badge } from '@mantine/core';
import type { Employee, PartnerRole } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployees } from '@/features/company/api/get-employees';
import { useUpdateEmployee } from '@/features/company/api/update-employee';
import { RoleModal } from '@/features/company/components/RoleModal';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { formatDateTime } from '@/shared/lib/dates';
import { useCursorPages } from '@/shared/lib/paging';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { RowActions } from '@/shared/ui/RowActions';
import { SearchForm } from '@/shared/ui/SearchForm';
import { TitledSection } from '@/shared/ui/TitledSection';

type Action = { kind: 'role' | 'remove'; employee: Employee };

const fullName = (employee: Employee) => `${employee.firstName} ${employee.lastName}`.trim();

interface MembersSectionProps {
  partnerAccountId: string;
  /** employees:manage: change roles and remove members. */
  canManage: boolean;
  /** The viewer's own id: nobody changes or removes themselves here. */
  viewerId: string | undefined;
}

/** The company's members, searched and 15 a page, with change role and remove for managers. */
export function MembersSection({ partnerAccountId, canManage, viewerId }: MembersSectionProps) {
  const { t } = useTranslation();
  const [filterBy, setFilterBy] = useState('');
  const pages = useCursorPages();
  const members = useEmployees(partnerAccountId, { after: pages.after, filterBy });
  const update = useUpdateEmployee(partnerAccountId);
  const [action, setAction] = useState<Action | null>(null);

  const search = (text: string) => {
    setFilterBy(text);
    pages.reset();
  };

  const apply = async (employee: Employee, role?: PartnerRole) => {
    const name = fullName(employee);
    try {
      await update.mutateAsync({
        partnerUserId: employee.id,
        update: role ? { roles: [role] } : { status: 'INACTIVE' },
      });
    } catch (failure) {
      toastError(t(conflictMessageKey('updateEmployee', failure)));
      return;
    }
    toastSuccess(
      role
        ? t('employees.roleChanged', { name, role: t(`role.${role}`) })
        : t('employees.removed', { name }),
    );
    setAction(null);
  };

  const columns: TableColumn<Employee>[] = [
    { header: t('employees.name'), cell: fullName },
    { header: t('employees.email'), cell: (employee) => employee.email },
    {
      header: t('employees.roles'),
      cell: (employee) => employee.roles.map((role) => t(`role.${role}`)).join(', '),
    },
    {
      header: t('employees.status'),
      cell: (employee) => (
        <Badge variant="light" color={employee.status === 'ACTIVE' ? 'green' : 'gray'}>
          {t(`employeeStatus.${employee.status ?? 'NONE'}`)}
        </Badge>
      ),
    },
    { header: t('employees.joined'), cell: (employee) => formatDateTime(employee.createdAt) },
  ];
  if (canManage) {
    columns.push({
      header: t('employees.actions'),
      cell: (employee) => {
        const name = fullName(employee);
        if (employee.userId === viewerId || employee.status === 'INACTIVE') return null;
        return (
          <RowActions
            actions={[
              {
                label: t('employees.changeRole'),
                name: t('employees.changeRoleOf', { name }),
                onClick: () => setAction({ kind: 'role', employee }),
              },
              {
                label: t('employees.remove'),
                name: t('employees.removeNamed', { name }),
                tone: 'danger',
                onClick: () => setAction({ kind: 'remove', employee }),
              },
            ]}
          />
        );
      },
    });
  }

  return (
    <TitledSection title={t('employees.members')}>
      <SearchForm
        label={t('employees.search')}
        submitLabel={t('employees.searchButton')}
        submitVariant="default"
        onSearch={search}
      />
      <PagedTable
        query={members}
        columns={columns}
        caption={(count) => t('employees.membersCaption', { count })}
        empty={filterBy ? t('employees.noMatch') : t('employees.noMembers')}
        minWidth={720}
        pager={{ pages, label: t('employees.membersPages') }}
      />
      {action?.kind === 'role' && (
        <RoleModal
          key={action.employee.id}
          opened
          title={t('employees.changeRoleTitle', { name: fullName(action.employee) })}
          description={t('employees.changeRoleBody')}
          confirmLabel={t('employees.saveRole')}
          initialRole={action.employee.roles[0] ?? 'MEMBER'}
          submitting={update.isPending}
          onConfirm={(role) => void apply(action.employee, role)}
          onClose={() => setAction(null)}
        />
      )}
      <ConfirmModal
        opened={action?.kind === 'remove'}
        title={t('employees.removeTitle', { name: action ? fullName(action.employee) : '' })}
        body={t('employees.removeBody')}
        confirmLabel={t('employees.remove')}
        submitting={update.isPending}
        onConfirm={() => action && void apply(action.employee)}
        onClose={() => setAction(null)}
      />
    </TitledSection>
  );
}
