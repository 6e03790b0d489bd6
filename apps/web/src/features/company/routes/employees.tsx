import { Button, Group } from '@mantine/core';
import { hasPermission } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InviteModal } from '@/features/company/components/InviteModal';
import { InvitesSection } from '@/features/company/components/InvitesSection';
import { MembersSection } from '@/features/company/components/MembersSection';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { PageFrame } from '@/shared/ui/PageFrame';

export const JOIN_REQUESTS_PATH = '/mybusiness/company/employees/requested';

/**
 * /mybusiness/company/employees: the members (employees:read) and, for owners and admins
 * (employees:manage), the invitations, the "Invite employee" modal and the join requests.
 */
export function EmployeesRoute() {
  const { t } = useTranslation();
  const { data: viewer, facts } = useViewerFacts();
  const [inviting, setInviting] = useState(false);
  const accountId = facts.partnerAccountId;
  if (accountId === undefined || !hasPermission(facts.roles, 'employees:read')) {
    return <NoAccessPage />;
  }
  const canManage = hasPermission(facts.roles, 'employees:manage');

  return (
    <PageFrame
      title={t('routes.employees')}
      actions={
        canManage && (
          <Group gap="sm">
            <Button onClick={() => setInviting(true)}>{t('employees.invite.open')}</Button>
            <Button component={Link} to={JOIN_REQUESTS_PATH} variant="default">
              {t('employees.joinRequestsLink')}
            </Button>
          </Group>
        )
      }
    >
      <MembersSection partnerAccountId={accountId} canManage={canManage} viewerId={viewer?.id} />
      {canManage && (
        <>
          <InvitesSection partnerAccountId={accountId} />
          <InviteModal
            opened={inviting}
            partnerAccountId={accountId}
            defaultCountry={viewer?.countryCode}
            onClose={() => setInviting(false)}
          />
        </>
      )}
    </PageFrame>
  );
}
