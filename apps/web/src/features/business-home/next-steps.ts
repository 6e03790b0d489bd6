import { hasPermission, type PartnerRole, type Permission } from '@portal/contracts';

export type StepKey = 'inviteEmployees' | 'addCustomers' | 'setUpServices' | 'brandProfile';

// The partner's next steps, each leading to the screen where it is done, for whoever may do it.
const NEXT_STEPS: ReadonlyArray<{ key: StepKey; to: string; needs: Permission }> = [
  { key: 'inviteEmployees', to: '/mybusiness/company/employees', needs: 'employees:manage' },
  { key: 'addCustomers', to: '/mybusiness/customers', needs: 'customers:manage' },
  { key: 'setUpServices', to: '/mybusiness/services/setup', needs: 'services:manage' },
  { key: 'brandProfile', to: '/mybusiness/services/brand-profile', needs: 'brandProfile:manage' },
];

/** The next steps these roles may take: a step whose screen would refuse them is not offered. */
export function nextStepsFor(roles: readonly PartnerRole[]) {
  return NEXT_STEPS.filter((step) => hasPermission(roles, step.needs));
}
