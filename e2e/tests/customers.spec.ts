import { expect, type Page, test } from '@playwright/test';
import {
  apiHeadersFor,
  DEMO,
  heading,
  mailedLink,
  northwindId,
  signInWithApi,
} from './support/auth';

// Issue 6 as both sides live it: the partner adds a customer with a home, registers a
// thermostat by its MAC address, asks for remote access and invites the homeowner; the
// homeowner signs up from the mail in a browser of their own, takes the home over and allows
// remote access; the partner's bell shows the answer without a reload.
const THERMOSTAT = 'Aeris T10 Smart Thermostat';
const COMPANY = 'Northwind Heating & Cooling';

/** A MAC address no other test uses: 12 hex digits from the clock. */
function uniqueMac(): string {
  return Date.now().toString(16).padStart(12, '0').slice(-12).toUpperCase();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('customer accounts', () => {
  test('the demo company lists its customers, 15 a page, and searches them', async ({
    page,
    request,
  }) => {
    // Other specs add customers to the demo company and may have run first: this test adds
    // two of its own to search for, and reads how many there are from the API.
    const headers = await apiHeadersFor(request, DEMO.owner);
    const customers = `/api/v1/proAccounts/${await northwindId(request)}/customers`;
    const lastName = `Pager ${Date.now()}`;
    for (const firstName of ['Olivia', 'Noah']) {
      const created = await request.post(customers, {
        headers,
        data: { firstName, lastName, countryCode: 'US' },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const list = await request.get(customers, { headers, params: { first: 1 } });
    const { totalCount } = (await list.json()) as { totalCount: number };
    expect(totalCount).toBeGreaterThan(15); // the seed's 25 at least: two pages

    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/mybusiness/customers');
    await expect(heading(page, 'Customer accounts')).toBeVisible();

    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(16); // the header row and 15 customers
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(rows).toHaveCount(1 + Math.min(totalCount - 15, 15));

    const searchBox = page.getByRole('searchbox', { name: 'Search by name, email or phone' });
    await searchBox.fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('link', { name: `Olivia ${lastName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Noah ${lastName}` })).toBeVisible();

    // The field's own clear button empties it and shows the whole list again.
    await page.getByRole('search').getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox).toHaveValue('');
    await expect(searchBox).toBeFocused();
    await expect(rows).toHaveCount(16);

    // A search that finds nothing says so and offers the way back.
    await searchBox.fill('nobody by this name');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const noMatch = page.getByRole('status').filter({ hasText: 'No customers match' });
    await expect(noMatch).toHaveText(/No customers match “nobody by this name”\./);
    await noMatch.getByRole('button', { name: 'Clear search' }).click();
    await expect(rows).toHaveCount(16);
    await expect(searchBox).toHaveValue('');
    await expect(searchBox).toBeFocused();
  });

  test("the list shows each customer's city, devices offline and pending requests", async ({
    page,
    request,
  }) => {
    const headers = await apiHeadersFor(request, DEMO.owner);
    const customers = `/api/v1/proAccounts/${await northwindId(request)}/customers`;
    const created = await request.post(customers, {
      headers,
      data: {
        firstName: 'Columns',
        lastName: `Check ${Date.now()}`,
        countryCode: 'US',
        location: {
          locationName: 'Main house',
          address: {
            address1: '48 Cedar Lane',
            city: 'Boise',
            state: 'ID',
            zip: '83702',
            country: 'US',
          },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { firstName, lastName } = (await created.json()) as {
      firstName: string;
      lastName: string;
    };

    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/mybusiness/customers');
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const headerCells = await table.getByRole('columnheader').allTextContents();
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
    const shown = Object.fromEntries(headerCells.map((header, index) => [header, cells[index]]));
    expect(shown).toMatchObject({
      Name: expect.stringContaining(`${firstName} ${lastName}`),
      City: 'Boise',
      Homes: '1',
      Devices: '0',
      'Devices offline': '0',
      'Pending requests': '0',
    });
  });

  test('a partner sets up a home and asks for remote access; the homeowner takes it over from the mail and allows it; the partner sees the answer live', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const homeowner = `homeowner-${stamp}@example.test`;
    await signInWithApi(page, request, DEMO.technician);
    await page.goto('/mybusiness/customers');

    await page.getByRole('button', { name: 'Add customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Harper');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Home ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(homeowner);
    await dialog.getByRole('checkbox', { name: 'Add their first home now' }).check();
    await dialog.getByRole('textbox', { name: 'Home name' }).fill('Main house');
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('48 Cedar Lane');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Boise');
    // A US address: the state is one of the list (spec 000 §9).
    await dialog.getByRole('combobox', { name: 'State or province' }).fill('Idaho');
    await page.getByRole('option', { name: 'Idaho' }).click();
    await dialog.getByRole('textbox', { name: /ZIP or postal code/ }).fill('83702');
    await dialog.getByRole('button', { name: 'Add customer' }).click();

    // The new customer's account page, with its home.
    await expect(heading(page, `Harper Home ${stamp}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Main house' })).toBeVisible();

    await page.getByRole('button', { name: 'Register device for Main house' }).click();
    const mac = uniqueMac().replace(/(..)(?!$)/g, '$1:');
    await page.getByRole('dialog').getByRole('textbox', { name: 'MAC address' }).fill(mac);
    await choose(page, 'Product', THERMOSTAT);
    await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('cell', { name: THERMOSTAT })).toBeVisible();

    await page.getByRole('button', { name: `Request service for ${mac}` }).click();
    const request_ = page.getByRole('dialog', { name: 'Request a service' });
    await request_.getByRole('checkbox').first().check();
    await choose(page, 'Service', 'Remote access');
    await request_.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Remote access: Pending')).toBeVisible();

    await page.getByRole('button', { name: 'More actions for Main house' }).click();
    await page.getByRole('menuitem', { name: 'Invite homeowner' }).click();
    const invite = page.getByRole('dialog');
    await invite.getByRole('textbox', { name: 'Email' }).fill(homeowner);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite).toBeHidden();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const newBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);

    // The homeowner opens the mail's link in a browser of their own and signs up from it.
    const link = await mailedLink(request, homeowner, '/home-app/invites/');
    const homeownerContext = await browser.newContext();
    const home = await homeownerContext.newPage();
    await home.goto(link);
    await expect(heading(home, `${COMPANY} invites you to take over your home`)).toBeVisible();
    await home.getByRole('link', { name: 'Create account' }).click();
    await expect(heading(home, 'Create your homeowner account')).toBeVisible();
    await expect(home.getByRole('textbox', { name: 'Email' })).toHaveValue(homeowner);
    await home.getByRole('textbox', { name: 'First name' }).fill('Harper');
    await home.getByRole('textbox', { name: 'Last name' }).fill(`Home ${stamp}`);
    await home.getByLabel(/^Password/).fill('maple-porch-8841');
    await home.getByRole('button', { name: 'Create account' }).click();

    // Back on the invitation, signed in: taking the home over shows it with its thermostat and
    // the partner's request waiting.
    await home.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(heading(home, 'Main house')).toBeVisible();
    await expect(home.getByText('1 request is waiting for your answer.')).toBeVisible();
    await home
      .getByRole('button', { name: `Accept Remote access for ${COMPANY} on ${THERMOSTAT}` })
      .click();
    const requests = home.getByRole('table', { name: `Service requests for ${THERMOSTAT}` });
    await expect(requests.getByText('Accepted', { exact: true })).toBeVisible();
    await homeownerContext.close();

    // The partner's bell counts the answer without a reload and leads to the device.
    await expect(bell).toHaveAccessibleName(`Notifications (${newBefore + 1} new)`);
    await bell.click();
    await page.getByRole('link', { name: `Harper Home ${stamp} accepted remote access` }).click();
    await expect(heading(page, `Harper Home ${stamp}`)).toBeVisible();
    await expect(page.getByText('Remote access: Accepted')).toBeVisible();
    await expect(page.getByText('Homeowner linked')).toBeVisible();

    // The device's history tells the story, newest first.
    await page.getByRole('button', { name: `More actions for ${mac}` }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: new RegExp(`^History of .*\\(${mac}\\)$`) });
    const events = history.getByRole('row').locator('td:nth-child(2)');
    await expect(events).toHaveText([
      'Service accepted',
      'Homeowner linked',
      'Service requested',
      'Registered',
    ]);
  });
});

/** Badges whose text does not fit in them, and buttons cut off by the page's right edge. */
function clippedOnPage() {
  const clips = (element: Element) =>
    element.scrollWidth > element.clientWidth + 1 ||
    element.scrollHeight > element.clientHeight + 1;
  const badges = [...document.querySelectorAll('.mantine-Badge-root')].filter(
    (badge) => clips(badge) || [...badge.children].some(clips),
  );
  const buttons = [...document.querySelectorAll('main button')].filter(
    (button) => button.getBoundingClientRect().right > document.documentElement.clientWidth,
  );
  return [...badges, ...buttons].map((element) => element.textContent ?? '');
}

// The service badges read whole and the device actions stay on the page, in the languages with
// the longest words, as wide as a laptop's screen.
for (const language of ['de', 'fr', 'bg', 'el']) {
  test(`in ${language}, the customer page's badges and actions are not cut off`, async ({
    page,
    request,
  }) => {
    const headers = await apiHeadersFor(request, DEMO.owner);
    const customers = `/api/v1/proAccounts/${await northwindId(request)}/customers`;
    const list = await request.get(customers, {
      headers,
      params: { first: 50, orderBy: 'oldest' },
    });
    const { nodes } = (await list.json()) as {
      nodes: { id: string; pendingRequestsCount: number; devicesCount: number }[];
    };
    // A seeded customer with several devices and a request waiting.
    const customer = nodes.find((node) => node.pendingRequestsCount > 0 && node.devicesCount > 1);
    expect(customer).toBeDefined();

    await signInWithApi(page, request, DEMO.owner);
    await page.addInitScript(
      (chosen) => window.localStorage.setItem('i18nextLng', chosen),
      language,
    );
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`/mybusiness/customers/${customer?.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('.mantine-Badge-root').first()).toBeVisible();
    await expect.poll(() => page.evaluate(clippedOnPage)).toEqual([]);
  });
}
