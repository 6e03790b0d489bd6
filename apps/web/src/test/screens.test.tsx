import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminCompaniesRoute } from '@/features/admin/routes/admin-companies';
import { AdminCompanyRoute } from '@/features/admin/routes/admin-company';
import { AgreementCheckRoute } from '@/features/agreement/routes/agreement-check';
import { BusinessHomeRoute } from '@/features/business-home/routes/home';
import { ApplicationUpdateRoute } from '@/features/company-application/routes/application-update';
import { ProfileRoute } from '@/features/profile/routes/profile';
import { stubFetchFailing, stubFetchPending } from './fetch';
import { renderRoutes } from './render';
import { storeTestSession } from './session';

// Each screen alone (behind the guard it would wait for the viewer): its loading and error states.
const SCREENS: ReadonlyArray<[string, ComponentType, string]> = [
  ['business home', BusinessHomeRoute, '/mybusiness/home'],
  ['profile', ProfileRoute, '/profile'],
  ['application update', ApplicationUpdateRoute, '/company/application/update'],
  ['agreement check', AgreementCheckRoute, '/agreement-check'],
  ['admin company list', AdminCompaniesRoute, '/admin'],
];

function open(Component: ComponentType, path: string) {
  return renderRoutes([{ path, Component }], path);
}

describe('screens while their data loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(SCREENS)('the %s shows a loader while its data loads', async (_name, Component, path) => {
    stubFetchPending();
    open(Component, path);
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it.each(SCREENS)(
    'the %s says when its data failed, and offers to try again',
    async (_name, Component, path) => {
      stubFetchFailing();
      open(Component, path);
      expect(
        await screen.findByText('We could not load this page. Please try again.'),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
  );

  it('an unknown company in the administration is not found', async () => {
    stubFetchFailing(404);
    renderRoutes(
      [{ path: '/admin/companies/:companyId', Component: AdminCompanyRoute }],
      '/admin/companies/x',
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
