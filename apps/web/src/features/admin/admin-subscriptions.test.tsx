import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChargeableCountGrid } from '@/features/admin/components/ChargeableCounts';
import { EnrollmentSearchList } from '@/features/admin/components/EnrollmentSearchList';
import { AdminLayoutRoute } from '@/features/admin/routes/admin-layout';
import { AdminSubscriptionsRoute } from '@/features/admin/routes/admin-subscriptions';
import { COMPANY, requestsTo } from '@/features/admin/test-fixtures';
import { recordRequests, type SentRequest, stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const PAGE = '/admin/subscriptions';
const SEARCH = '/api/v1/companies/search/enrollments';

const programs = [
  {
    id: '6f1c2b3a-0000-4000-8000-0000000000f1',
    name: 'Pro Alerts',
    offering: 'AIRCYCLE' as const,
    description: 'Alerts on the homes of your customers.',
  },
  {
    id: '6f1c2b3a-0000-4000-8000-0000000000f2',
    name: 'Homeowner App Branding',
    offering: 'APP_BRANDING' as const,
    description: 'Your brand in the homeowner app.',
  },
];

/** The query of the newest search: what the list asked the server for. */
function lastSearch(sent: SentRequest[]) {
  return Object.fromEntries(requestsTo(sent, SEARCH).at(-1)?.url.searchParams ?? []);
}

describe('the list of every company’s subscriptions', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const openList = () =>
    renderRoutes([{ path: PAGE, element: <EnrollmentSearchList programs={programs} /> }], PAGE);

  it('asks for the first page of all of them', async () => {
    const sent = recordRequests();
    openList();
    await waitFor(() => expect(lastSearch(sent)).toEqual({ first: '15' }));
  });

  it('asks again with each filter chosen and the company searched', async () => {
    const sent = recordRequests();
    openList();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Pro Alerts');
    await waitFor(() => expect(lastSearch(sent)).toEqual({ first: '15', offering: 'AIRCYCLE' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await user.type(screen.getByRole('searchbox', { name: 'Search by company name' }), 'North');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastSearch(sent)).toEqual({
        first: '15',
        offering: 'AIRCYCLE',
        status: 'CANCELLED',
        filterBy: 'North',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'All programs');
    await waitFor(() =>
      expect(lastSearch(sent)).toEqual({
        first: '15',
        status: 'CANCELLED',
        filterBy: 'North',
      }),
    );
  });

  it('says when the list could not be loaded', async () => {
    stubFetchFailing();
    openList();
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
  });
});

describe('the subscriptions page', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the chargeable companies and the programmes, with loaders meanwhile', async () => {
    const sent = recordRequests();
    renderRoutes([{ path: PAGE, Component: AdminSubscriptionsRoute }], PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Chargeable companies' })).toBeTruthy();
    await waitFor(() => {
      expect(requestsTo(sent, '/api/v1/companies/chargeableCount')).toHaveLength(1);
      expect(requestsTo(sent, '/api/v1/core/programs')).toHaveLength(1);
    });
    const counts = screen.getByRole('region', { name: 'Chargeable companies' });
    expect(within(counts).getByText('Loading…')).toBeTruthy();
  });

  it('says when the counts could not be loaded, and offers to try again', async () => {
    stubFetchFailing();
    renderRoutes([{ path: PAGE, Component: AdminSubscriptionsRoute }], PAGE);
    const counts = screen.getByRole('region', { name: 'Chargeable companies' });
    expect(
      await within(counts).findByText('We could not load this page. Please try again.'),
    ).toBeTruthy();
    expect(within(counts).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the billed companies in all and per programme', () => {
    stubFetchPending();
    renderRoutes(
      [
        {
          path: PAGE,
          element: (
            <ChargeableCountGrid
              counts={{
                totalCount: 1234,
                programs: [
                  { programName: 'Pro Alerts', count: 1200 },
                  { programName: 'Homeowner App Branding', count: 80 },
                ],
              }}
            />
          ),
        },
      ],
      PAGE,
    );
    for (const [label, count] of [
      ['All programs', '1,234'],
      ['Pro Alerts', '1,200'],
      ['Homeowner App Branding', '80'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling?.textContent).toBe(count);
    }
  });
});

describe('the administration’s navigation', () => {
  const openAt = (path: string) =>
    renderRoutes(
      [{ path: '/admin', Component: AdminLayoutRoute, children: [{ path: '*', element: null }] }],
      path,
    );

  it.each([
    ['/admin', 'Companies', 'page'],
    [`/admin/companies/${COMPANY}`, 'Companies', 'true'],
    ['/admin/subscriptions', 'Subscriptions', 'page'],
    ['/admin/products', 'Products', 'page'],
  ])('at %s marks %s as current', (path, current, value) => {
    openAt(path);
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Companies', '/admin'],
      ['Subscriptions', '/admin/subscriptions'],
      ['Products', '/admin/products'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(
      links.map((link) => (link.textContent === current ? value : null)),
    );
  });
});
