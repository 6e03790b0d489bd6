import type { BrandingInsights, CoBrandingInsights, LoyaltyInsights } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandedHomes } from '@/features/co-branding/components/BrandedHomesSection';
import { BrandingRequests } from '@/features/co-branding/components/BrandingRequestsSection';
import { CoBrandingPage } from '@/features/co-branding/components/CoBrandingPage';
import { Loyalty } from '@/features/co-branding/components/LoyaltySection';
import { stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
const MONTHS = ['2026-01', '2026-02', '2026-03'];

function render(ui: ReactNode) {
  return renderRoutes([{ path: '*', element: ui }], '/mybusiness/co-branding');
}

const openPage = () => render(<CoBrandingPage partnerAccountId={ACCOUNT} />);
const section = (name: string) => screen.getByRole('region', { name });
/** The figures shown, each term with its value. */
const figures = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );

describe('the co-branding page while its data loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows its title and a loader in each section while each loads', async () => {
    stubFetchPending();
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Partners & co-branding' })).toBeTruthy();
    for (const name of ['Branded homes', 'Branding requests', 'Customer loyalty']) {
      expect(await within(section(name)).findByText('Loading…')).toBeTruthy();
    }
  });

  it('says which section failed and retries only that one', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) =>
      Response.json({ statusCode: 403, error: 'Refused', message: 'Refused' }, { status: 403 }),
    );
    vi.stubGlobal('fetch', fetch);
    openPage();
    const user = userEvent.setup();
    for (const name of ['Branded homes', 'Branding requests', 'Customer loyalty']) {
      expect(
        await within(section(name)).findByText('We could not load this page. Please try again.'),
      ).toBeTruthy();
    }
    const asked = () => fetch.mock.calls.map(([url]) => String(url));
    const before = asked().length;
    await user.click(
      within(section('Customer loyalty')).getByRole('button', { name: 'Try again' }),
    );
    await vi.waitFor(() => expect(asked().length).toBe(before + 1));
    expect(asked().at(-1)).toMatch(`/api/v1/proAccounts/${ACCOUNT}/insights/loyaltyStatus`);
  });
});

describe('branded homes', () => {
  const insights = (fields: Partial<CoBrandingInsights> = {}): CoBrandingInsights => ({
    brandedHomes: 1234,
    brandedDevices: 2051,
    servedHomes: 4936,
    brandedShare: 0.25,
    brandedHomesByMonth: MONTHS.map((month, index) => ({ month, homes: index * 600 })),
    ...fields,
  });

  it('shows the figures as the language writes them', () => {
    render(<BrandedHomes insights={insights()} />);
    expect(figures()).toEqual({
      'Branded homes': '1,234',
      'Share of your customers’ homes': '25%',
      'Branded devices': '2,051',
    });
  });

  it('with no branded home yet, says what to do and links to the brand profile', () => {
    render(
      <BrandedHomes
        insights={insights({
          brandedHomes: 0,
          brandedDevices: 0,
          brandedShare: 0,
          brandedHomesByMonth: MONTHS.map((month) => ({ month, homes: 0 })),
        })}
      />,
    );
    expect(screen.getByText(/No home shows your brand yet/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Set up your brand profile' }).getAttribute('href'),
    ).toBe('/mybusiness/services/brand-profile');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the chart once homes were branded, even when none is now', () => {
    render(<BrandedHomes insights={insights({ brandedHomes: 0, brandedShare: 0 })} />);
    expect(screen.getByRole('table', { name: 'Branded homes by month' })).toBeTruthy();
  });

  it('says the share is not yet known when the company serves no homes', () => {
    render(<BrandedHomes insights={insights({ brandedShare: null })} />);
    expect(screen.getByText('Not yet known')).toBeTruthy();
  });

  it('gives the chart a table of the months, shown on request', async () => {
    render(<BrandedHomes insights={insights()} />);
    const table = screen.getByRole('table', { name: 'Branded homes by month' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthBranded homes', 'January 20260', 'February 2026600', 'March 20261,200']);

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Show as table' }));
    expect(screen.getByRole('table', { name: 'Branded homes by month' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Show as table' })).toHaveProperty('checked', true);
  });
});

describe('branding requests', () => {
  const insights = (fields: Partial<BrandingInsights> = {}): BrandingInsights => ({
    requested: 40,
    accepted: 18,
    rejected: 6,
    pending: 16,
    acceptanceRate: 0.75,
    medianHoursToAnswer: 60,
    byMonth: MONTHS.map((month) => ({ month, requested: 10, accepted: 6, rejected: 2 })),
    ...fields,
  });

  it('shows what was sent, what was accepted, the rate and the median wait', () => {
    render(<BrandingRequests insights={insights()} />);
    expect(figures()).toEqual({
      'Requests sent': '40',
      Accepted: '18',
      'Acceptance rate': '75%',
      'Median time to answer': '2.5 days',
    });
  });

  it('has a table row per month with sent, accepted and declined', () => {
    render(<BrandingRequests insights={insights()} />);
    const rows = within(
      screen.getByRole('table', { name: 'Answers to branding requests by month' }),
    ).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthRequests sentAcceptedDeclined',
      'January 20261062',
      'February 20261062',
      'March 20261062',
    ]);
  });

  it('with no request sent yet, links to the brand profile settings', () => {
    render(
      <BrandingRequests
        insights={insights({ requested: 0, accepted: 0, rejected: 0, pending: 0 })}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Open brand profile settings' }).getAttribute('href'),
    ).toBe('/mybusiness/services/setup/brand-profile-settings');
  });

  it('before any answer, the rate and wait are not yet known', () => {
    render(
      <BrandingRequests insights={insights({ acceptanceRate: null, medianHoursToAnswer: null })} />,
    );
    expect(screen.getAllByText('Not yet known')).toHaveLength(2);
  });
});

describe('customer loyalty', () => {
  const insights: LoyaltyInsights = {
    customers: 30,
    averageTenureMonths: 14.25,
    byTenure: [
      { bucket: 'UNDER_6_MONTHS', customers: 8 },
      { bucket: 'FROM_6_TO_12_MONTHS', customers: 7 },
      { bucket: 'FROM_1_TO_2_YEARS', customers: 10 },
      { bucket: 'OVER_2_YEARS', customers: 5 },
    ],
    branded: { customers: 12, averageTenureMonths: 20 },
    unbranded: { customers: 18, averageTenureMonths: null },
  };

  it('compares the tenure of customers with and without the brand', () => {
    render(<Loyalty insights={insights} />);
    expect(figures()).toEqual({
      Customers: '30',
      'Average time with you': '14.3 months',
      'Average time with you, customers showing your brand': '20 months',
      'Average time with you, other customers': 'Not yet known',
    });
  });

  it('with no customer yet, links to the customer accounts', () => {
    render(<Loyalty insights={{ ...insights, customers: 0 }} />);
    expect(screen.getByRole('link', { name: 'Go to customer accounts' }).getAttribute('href')).toBe(
      '/mybusiness/customers',
    );
  });

  it('has a table row per tenure bucket', () => {
    render(<Loyalty insights={insights} />);
    const rows = within(screen.getByRole('table', { name: 'Customers by time with you' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Time with youCustomers',
      'Under 6 months8',
      '6 to 12 months7',
      '1 to 2 years10',
      'Over 2 years5',
    ]);
  });
});
