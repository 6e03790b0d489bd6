import type { Employee } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCompanyEmployees } from '@/features/admin/api/get-company-employees';
import { CompanyStatusBadge } from '@/features/admin/components/CompanyStatusBadge';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';

/** The members of a company under review, with their roles and status. */
export function EmployeesTable({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const employees = useCompanyEmployees(companyId);
  const columns: TableColumn<Employee>[] = [
    {
      header: t('admin.employeeTable.name'),
      cell: (employee) => `${employee.firstName} ${employee.lastName}`,
    },
    { header: t('admin.employeeTable.email'), cell: (employee) => employee.email },
    {
      header: t('admin.employeeTable.roles'),
      cell: (employee) => employee.roles.map((role) => t(`role.${role}`)).join(', '),
    },
    {
      header: t('admin.employeeTable.status'),
      cell: (employee) => <CompanyStatusBadge status={employee.status} />,
    },
  ];
  return (
    <PagedTable
      query={employees}
      columns={columns}
      caption={t('admin.employeeTable.caption')}
      empty={t('admin.noEmployees')}
      minWidth={560}
    />
  );
}
