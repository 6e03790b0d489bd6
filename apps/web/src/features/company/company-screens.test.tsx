import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvitesSection } from '@/features/company/components/InvitesSection';
import { MembersSection } from '@/features/company/components/MembersSection';
import { EmployeesRoute } from '@/features/company/routes/employees';
import { JoinRequestsRoute, JoinRequestsTable } from '@/features/company/routes/join-requests';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';

const Members = () => <MembersSection partnerAccountId={ACCOUNT} canManage viewerId={undefined} />;
const Invites = () => <InvitesSection partnerAccountId={ACCOUNT} />;
const Requests = () => <JoinRequestsTable partnerAccountId={ACCOUNT} />;

const SECTIONS: ReadonlyArray<[string, ComponentType]> = [
  ['members', Members],
  ['invitations', Invites],
  ['join requests', Requests],
];

function open(Component: ComponentType, path = '/mybusiness/company/employees') {
  return renderRoutes([{ path, Component }], path);
}

describe('the company screens while their data loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(SECTIONS)('the %s show a loader while they load', async (_name, Component) => {
    stubFetchPending();
    open(Component);
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it.each(SECTIONS)(
    'the %s say when they failed, and offer to try again',
    async (_name, Component) => {
      stubFetchFailing();
      open(Component);
      expect(
        await screen.findByText(
          'We could not load this page. Please try again.',
          {},
          { timeout: 8_000 },
        ),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
  );

  it.each<[string, ComponentType]>([
    ['employees', EmployeesRoute],
    ['join requests', JoinRequestsRoute],
  ])('the %s page is not for someone without a company', async (_name, Component) => {
    stubFetchFailing(403);
    open(Component);
    expect(await screen.findByRole('heading', { name: 'Page unavailable' })).toBeTruthy();
  });

  it('the search of the members keeps the loader until the server answers', async () => {
    stubFetchPending();
    const user = userEvent.setup();
    open(Members);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'sam');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Loading…')).toBeTruthy();
  });
});
