import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, heading, signInWithApi } from './support/auth';

// Issue 18: the business dashboard on the home page and business intelligence, on the demo
// seed. Northwind's 25 demo customers date from early 2026; its two builders' homebuyers were
// added over the last weeks (packages/db seed-associates.ts), so every period counts something
// and Lifetime counts at least the 25 more than the last week does.

const HOME = '/mybusiness/home';

/** The values a figure tile shows under its term: the figure, then its change when it has one. */
const tile = (where: Locator, term: string) =>
  where.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

const asNumber = (text: string | null) => Number(text?.replace(/,/g, ''));

async function figureOf(where: Locator, term: string): Promise<number> {
  const figure = tile(where, term).first();
  await expect(figure).toHaveText(/^\d[\d,]*$/);
  return asNumber(await figure.textContent());
}

async function choosePeriod(page: Page, label: string, interval: string) {
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label });
  await expect(page).toHaveURL(new RegExp(`[?&]interval=${interval}(&|$)`));
}

test.describe('business dashboard', () => {
  test("Northwind's owner switches periods on the home page and sees the figures change", async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto(HOME);
    const dashboard = page.getByRole('region', { name: 'Your business' });
    await expect(dashboard.getByRole('combobox', { name: 'Period' })).toHaveValue('LastThirtyDays');
    const customers = dashboard.getByRole('region', { name: 'Customers and devices' });
    const customersAdded = tile(customers, 'Customers added');

    await choosePeriod(page, 'Lifetime', 'Lifetime');
    // Lifetime has no period before it: the figure stands alone.
    await expect(customersAdded).toHaveCount(1);
    const lifetime = await figureOf(customers, 'Customers added');
    expect(lifetime).toBeGreaterThanOrEqual(25);

    await choosePeriod(page, 'Last week', 'LastWeek');
    await expect(customersAdded).toHaveCount(2);
    await expect
      .poll(() => figureOf(customers, 'Customers added'))
      .toBeLessThanOrEqual(lifetime - 25);
    await expect(customersAdded.nth(1)).toHaveText(/^[↑↓→] (Up|Down|No change)/);
    await expect(tile(customers, 'Devices online now')).toHaveText(/^\d[\d,]* of \d[\d,]*$/);
    await expect(
      dashboard.getByRole('region', { name: 'Customers added and devices installed' }),
    ).toBeVisible();

    // The period is in the address: a reload shows the same one.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('LastWeek');
    await expect(customersAdded).toHaveCount(2);

    // The home page keeps its branding tile beside the dashboard.
    await expect(page.getByRole('region', { name: 'Your brand' })).toBeVisible();
  });

  test('the owner opens business intelligence, looks at each part and exports a CSV', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto(HOME);
    await page
      .getByRole('navigation', { name: 'My business' })
      .getByRole('link', { name: 'Business intelligence' })
      .click();
    await expect(heading(page, 'Business intelligence')).toBeVisible();
    await expect(page).toHaveURL(/\/mybusiness\/business-intelligence\/alerts/);
    const sections = page.getByRole('navigation', { name: 'Business intelligence sections' });
    await expect(sections.getByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Alerts insights' })).toBeVisible();

    await sections.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/business-intelligence\/services\?interval=LastThirtyDays$/);
    await choosePeriod(page, 'Lifetime', 'Lifetime');
    const requests = page.getByRole('region', { name: 'Service requests by service' });
    await requests.getByRole('switch', { name: 'Show as table' }).check();
    await expect(
      requests.getByRole('table', { name: 'Service requests by service' }).getByRole('rowheader'),
    ).toHaveText(['Installation', 'Branding', 'Pro Alerts', 'Remote access']);

    await sections.getByRole('link', { name: 'Builders' }).click();
    await expect(page).toHaveURL(/\/business-intelligence\/builders\?interval=Lifetime$/);
    await choosePeriod(page, 'Last 3 months', 'LastThreeMonths');
    const homes = page.getByRole('table', { name: 'Homes by builder' });
    await expect(homes.getByRole('row', { name: /Lakeview Homes/ })).toBeVisible();
    await expect(homes.getByRole('row', { name: /Cornerstone Builders/ })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of Homes by builder' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^builder-homes-last-three-months-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await readFile(await file.path());
    // A byte order mark first, so that Excel reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Builder,Homes,Pre-registered,Commissioned,"Pre-registered, previous period","Commissioned, previous period"',
    );
    expect(
      lines
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[0]),
    ).toEqual(expect.arrayContaining(['Cornerstone Builders', 'Lakeview Homes']));

    // One builder over the period, drawn from the answer that filled the table.
    await page.getByRole('combobox', { name: 'Builder' }).selectOption({ label: 'Lakeview Homes' });
    await expect(page.getByText(/^Lakeview Homes: \d+ homes in all;/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Homes of Lakeview Homes over time' }),
    ).toBeVisible();
  });
});
