import { type FeatureFlagOverrides, type PartnerRole, PROGRAM_PRO_ALERTS } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { stubFetchPending } from '@/test/fetch';
import { storeTestSession } from '@/test/session';
import { testViewer } from '@/test/viewer';
import { createAppRoutes } from './app-routes';

// The area guards of spec 000 §6 in the real route table: the viewer and the deployment's flag
// overrides are put where the app keeps them once loaded, every other request waits. What a
// screen does with its data is its own test's business; here only who reaches it counts.

const slow = { timeout: 5_000 };

interface Who {
  roles: PartnerRole[];
  countryCode?: string;
  proAlerts?: boolean;
  overrides?: FeatureFlagOverrides;
}

function openAs(who: Who, path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    VIEWER_QUERY_KEY,
    testViewer({
      roles: who.roles,
      countryCode: who.countryCode,
      programs: who.proAlerts ? [PROGRAM_PRO_ALERTS] : [],
    }),
  );
  queryClient.setQueryData(flagOverridesQueryOptions().queryKey, who.overrides ?? {});
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const noAccess = () => screen.findByRole('heading', { level: 1, name: 'Page unavailable' }, slow);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, slow);

describe('the area guards (spec 000 §6: route guards, not only hidden links)', () => {
  beforeEach(() => {
    storeTestSession();
    stubFetchPending();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['OWNER', '/mybusiness/company/employees/requested', 'Join requests'],
    ['COMPANY_ADMIN', '/mybusiness/company/contact', 'Company contact'],
    ['COMPANY_ADMIN', '/onboarding/company/employees', 'Employees'],
  ] as const)('the company area opens to the %s: %s', async (role, path, name) => {
    openAs({ roles: [role] }, path);
    expect(await heading(name)).toBeTruthy();
  });

  // Every other role, whatever path of the company area it types (spec 000 §2 "company/* (needs
  // permissions)", §6: the company permissions are the owners' and admins').
  it.each([
    ['TECHNICIAN', '/mybusiness/company'],
    ['MEMBER', '/mybusiness/company/contact'],
    ['OPERATIONS', '/mybusiness/company/employees'],
    ['SALES', '/mybusiness/company/employees/requested'],
    ['MARKETING', '/onboarding/company/employees'],
    ['GUEST', '/mybusiness/company/no/such/page'],
  ] as const)('a %s typing %s gets no access', async (role, path) => {
    openAs({ roles: [role] }, path);
    expect(await noAccess()).toBeTruthy();
  });

  it.each(['OWNER', 'COMPANY_ADMIN'] as const)(
    'business intelligence opens to the %s in an allowed market',
    async (role) => {
      openAs({ roles: [role] }, '/mybusiness/business-intelligence');
      expect(await heading('Business intelligence')).toBeTruthy();
    },
  );

  it.each([
    ['a technician', { roles: ['TECHNICIAN'] }],
    ['marketing', { roles: ['MARKETING'] }],
    ['an owner in Germany', { roles: ['OWNER'], countryCode: 'DE' }],
    ['an owner in Great Britain', { roles: ['OWNER'], countryCode: 'GB' }],
  ] satisfies [string, Who][])('%s typing co-branding gets no access', async (_who, who) => {
    openAs(who, '/mybusiness/co-branding');
    expect(await noAccess()).toBeTruthy();
  });

  it.each([
    ['a technician', { roles: ['TECHNICIAN'] }],
    ['an owner in Germany', { roles: ['OWNER'], countryCode: 'DE' }],
  ] satisfies [string, Who][])(
    '%s typing business intelligence gets no access',
    async (_who, who) => {
      openAs(who, '/mybusiness/business-intelligence/reports');
      expect(await noAccess()).toBeTruthy();
    },
  );

  it('co-branding follows ENABLE_PARTNER_MANAGEMENT', async () => {
    openAs(
      { roles: ['OWNER'], overrides: { ENABLE_PARTNER_MANAGEMENT: false } },
      '/mybusiness/co-branding',
    );
    expect(await noAccess()).toBeTruthy();
  });

  it('without partner management, business intelligence needs a brand or Pro Alerts profile', async () => {
    const overrides = { ENABLE_PARTNER_MANAGEMENT: false };
    openAs({ roles: ['OWNER'], overrides }, '/mybusiness/business-intelligence');
    expect(await noAccess()).toBeTruthy();
  });

  it('without partner management, an owner with Pro Alerts still reaches business intelligence', async () => {
    const overrides = { ENABLE_PARTNER_MANAGEMENT: false };
    openAs({ roles: ['OWNER'], overrides, proAlerts: true }, '/mybusiness/business-intelligence');
    expect(await heading('Business intelligence')).toBeTruthy();
  });
});
