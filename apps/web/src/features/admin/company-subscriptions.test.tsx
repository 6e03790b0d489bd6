import type { Enrollment } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CompanySubscriptions,
  SubscriptionsSection,
} from '@/features/admin/components/CompanySubscriptions';
import { formatPrice } from '@/features/admin/components/price';
import {
  brandingAnnual,
  COMPANY,
  enrollmentOf,
  listed,
  onePage,
  PRO_ALERTS_MONTHLY,
  productOf,
  requestsTo,
} from '@/features/admin/test-fixtures';
import { formatDateTime } from '@/shared/lib/dates';
import { recordRequests, stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const PAGE = `/admin/companies/${COMPANY}`;
const ENROLLMENTS = `/api/v1/companies/${COMPANY}/enrollments`;

const products = {
  isPending: false,
  isError: false,
  data: [productOf(), brandingAnnual],
  refetch: () => {},
};

const cancelled = enrollmentOf({
  id: '6f1c2b3a-0000-4000-8000-0000000000e2',
  programName: 'Homeowner App Branding',
  offering: 'APP_BRANDING',
  variation: 'ADVANCED',
  billingCycle: 'ANNUAL',
  subscriptionStatus: 'CANCELLED',
  source: 'STORE',
  orderId: '5012345678',
  purchaseDate: '2025-01-02T10:00:00.000Z',
  endedAt: '2025-02-03T11:30:00.000Z',
});

function showSubscriptions(enrollments: Enrollment[], active = true) {
  return renderRoutes(
    [
      {
        path: PAGE,
        element: (
          <CompanySubscriptions
            company={{ id: COMPANY, name: 'Northwind HVAC', active }}
            enrollments={listed(enrollments)}
            pages={onePage}
            products={products}
          />
        ),
      },
    ],
    PAGE,
  );
}

describe('a company’s subscriptions on its admin page', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each enrollment with programme, variation, billing, status, source and dates', () => {
    stubFetchPending();
    showSubscriptions([enrollmentOf(), cancelled]);
    const table = screen.getByRole('table', { name: 'Subscriptions of Northwind HVAC' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        [...row.querySelectorAll('td')].slice(0, 7).map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Pro Alerts',
        'Basic',
        'Monthly',
        'Active',
        'Admin',
        formatDateTime('2025-03-07T14:05:00.000Z'),
        '—',
      ],
      [
        'Homeowner App Branding',
        'Advanced',
        'Annual',
        'Cancelled',
        'Online storeOrder 5012345678',
        formatDateTime('2025-01-02T10:00:00.000Z'),
        formatDateTime('2025-02-03T11:30:00.000Z'),
      ],
    ]);
    // Only the ACTIVE one can be ended.
    expect(screen.getByRole('button', { name: 'Cancel Pro Alerts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate Pro Alerts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Homeowner App Branding$/ })).toBeNull();
  });

  it('says when the company has no subscription yet', () => {
    stubFetchPending();
    showSubscriptions([]);
    expect(screen.getByRole('status').textContent).toBe('This company has no subscriptions yet.');
  });

  it('adds the chosen product on sale, grouped by programme with its price', async () => {
    const sent = recordRequests();
    showSubscriptions([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add subscription' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add a subscription for Northwind HVAC',
    });
    const branding = within(dialog).getByRole('group', { name: 'Homeowner App Branding' });
    expect(within(branding).getByRole('radio', { name: 'Advanced, Annual: $499.00' })).toBeTruthy();
    const proAlerts = within(dialog).getByRole('group', { name: 'Pro Alerts' });
    await user.click(within(proAlerts).getByRole('radio', { name: 'Basic, Monthly: $19.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add subscription' }));
    await waitFor(() =>
      expect(requestsTo(sent, ENROLLMENTS).map(({ method, body }) => ({ method, body }))).toEqual([
        { method: 'POST', body: { partnerProgramProductId: PRO_ALERTS_MONTHLY } },
      ]),
    );
  });

  it('asks for a product before sending anything', async () => {
    const sent = recordRequests();
    showSubscriptions([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add subscription' }));
    expect(within(dialog).getByText('Choose a product.')).toBeTruthy();
    expect(requestsTo(sent, ENROLLMENTS)).toEqual([]);
  });

  it('says in the dialog, which stays open, why a subscription could not be added', async () => {
    recordRequests({ statusCode: 409 });
    showSubscriptions([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Basic, Monthly: $19.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The company cannot get this subscription. It may already have an active subscription to this program (cancel or deactivate that one first), or the product is no longer on sale.',
    );
    expect(
      screen.getByRole('dialog', { name: 'Add a subscription for Northwind HVAC' }),
    ).toBeTruthy();
  });

  it('says in the dialog when the subscription had ended already', async () => {
    recordRequests({ statusCode: 409 });
    showSubscriptions([enrollmentOf()]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deactivate Pro Alerts' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This subscription is no longer active, so there is nothing to end. The list shows its current status.',
    );
  });

  it.each([
    [
      'Cancel',
      'cancel',
      'Cancel Pro Alerts for Northwind HVAC?',
      /when the company ended the subscription itself/,
      'Cancel subscription',
    ],
    [
      'Deactivate',
      'deactivate',
      'Deactivate Pro Alerts for Northwind HVAC?',
      /when we ended the subscription: it was not paid, or its term is over/,
      'Deactivate subscription',
    ],
  ])(
    '%s asks first, then ends the programme’s subscription',
    async (action, path, title, explains, confirm) => {
      const sent = recordRequests();
      showSubscriptions([enrollmentOf()]);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: `${action} Pro Alerts` }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(explains)).toBeTruthy();
      expect(requestsTo(sent, `${ENROLLMENTS}/AIRCYCLE/${path}`)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() =>
        expect(
          requestsTo(sent, `${ENROLLMENTS}/AIRCYCLE/${path}`).map(({ method }) => method),
        ).toEqual(['PUT']),
      );
    },
  );

  it('keeps the subscription when the administrator changes their mind', async () => {
    const sent = recordRequests();
    showSubscriptions([enrollmentOf()]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Pro Alerts' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('offers no new subscription to a company that is not active, and says why', () => {
    stubFetchPending();
    showSubscriptions([], false);
    const add = screen.getByRole('button', { name: 'Add subscription' });
    expect(add).toHaveProperty('disabled', true);
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Only an active company can get a new subscription. Approve the company first.',
    );
  });
});

describe('the subscriptions section while it loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const Section = () => (
    <SubscriptionsSection company={{ id: COMPANY, name: 'Northwind HVAC', active: true }} />
  );

  it('shows a loader, and asks for the company’s first page', async () => {
    const sent = recordRequests();
    renderRoutes([{ path: PAGE, Component: Section }], PAGE);
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(sent, ENROLLMENTS).map(({ url }) => url.search)).toEqual(['?first=15']),
    );
  });

  it('says when they could not be loaded, and offers to try again', async () => {
    stubFetchFailing();
    renderRoutes([{ path: PAGE, Component: Section }], PAGE);
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('prices', () => {
  it('are written as the portal’s language writes money', () => {
    expect(formatPrice(1900, 'USD', 'en')).toBe('$19.00');
    expect(formatPrice(49_900, 'USD', 'de')).toBe('499,00\u00a0$');
  });
});
