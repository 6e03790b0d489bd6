import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductsTable } from '@/features/admin/components/ProductsTable';
import { AdminProductsRoute } from '@/features/admin/routes/admin-products';
import {
  brandingAnnual,
  listed,
  onePage,
  PRO_ALERTS_MONTHLY,
  productOf,
  requestsTo,
} from '@/features/admin/test-fixtures';
import { recordRequests, stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const PAGE = '/admin/products';
const PRODUCT = `/api/v1/core/programProducts/${PRO_ALERTS_MONTHLY}`;

const retired = { ...brandingAnnual, active: false };

function showCatalogue() {
  return renderRoutes(
    [
      {
        path: PAGE,
        element: <ProductsTable query={listed([productOf(), retired])} pages={onePage} />,
      },
    ],
    PAGE,
  );
}

async function editPro(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Pro Alerts Basic, monthly' }));
  return screen.findByRole('dialog', { name: 'Edit Pro Alerts Basic, monthly' });
}

describe('the product catalogue', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each product with programme, SKU, name, variation, billing, price and whether it sells', () => {
    stubFetchPending();
    showCatalogue();
    const rows = within(screen.getByRole('table', { name: 'Products' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        [...row.querySelectorAll('td')].slice(0, 7).map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Pro Alerts',
        'PA-BASIC-M',
        'Pro Alerts Basic, monthly',
        'Basic',
        'Monthly',
        '$19.00',
        'Yes',
      ],
      [
        'Homeowner App Branding',
        'HAB-ADV-A',
        'Homeowner App Branding Advanced, annual',
        'Advanced',
        'Annual',
        '$499.00',
        'No',
      ],
    ]);
  });

  it('refuses an empty name and a negative price, and sends nothing', async () => {
    const sent = recordRequests();
    showCatalogue();
    const user = userEvent.setup();
    const dialog = await editPro(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a price from 0 to 1,000,000.')).toBeTruthy();
    expect(requestsTo(sent, PRODUCT)).toEqual([]);
  });

  it('refuses an empty price', async () => {
    const sent = recordRequests();
    showCatalogue();
    const user = userEvent.setup();
    const dialog = await editPro(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Price (USD)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(requestsTo(sent, PRODUCT)).toEqual([]);
  });

  it('sends the name, the price in cents and whether it sells', async () => {
    const sent = recordRequests();
    showCatalogue();
    const user = userEvent.setup();
    const dialog = await editPro(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Pro Alerts Basic');
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '24.5');
    await user.click(within(dialog).getByRole('switch', { name: /^On sale/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requestsTo(sent, PRODUCT).map(({ method, body }) => ({ method, body }))).toEqual([
        { method: 'PUT', body: { name: 'Pro Alerts Basic', priceCents: 2450, active: false } },
      ]),
    );
  });

  it('says in the dialog, which stays open, when the product could not be saved', async () => {
    // The form checks what the server checks; a product gone is what is left to refuse.
    recordRequests({ statusCode: 404 });
    showCatalogue();
    const user = userEvent.setup();
    const dialog = await editPro(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Pro Alerts Basic, monthly' })).toBeTruthy();
  });
});

describe('the products page', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the whole catalogue, sold or not, 15 a page', async () => {
    const sent = recordRequests();
    renderRoutes([{ path: PAGE, Component: AdminProductsRoute }], PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await waitFor(() =>
      expect(
        requestsTo(sent, '/api/v1/core/programProducts').map(({ url }) =>
          Object.fromEntries(url.searchParams),
        ),
      ).toEqual([{ first: '15', includeInactive: 'true' }]),
    );
  });

  it('says when the catalogue could not be loaded', async () => {
    stubFetchFailing();
    renderRoutes([{ path: PAGE, Component: AdminProductsRoute }], PAGE);
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
  });
});
