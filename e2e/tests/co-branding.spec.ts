import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, heading, signInWithApi } from './support/auth';

// Issue 14: the co-branding area, its guards, the home page's branding tile and the brand
// profile settings step, on the demo seed: Northwind has an active brand profile and Liam
// Brooks's home shows it. Brightline, which has no profile at first, is brand-profile.spec's.

const CO_BRANDING = '/mybusiness/co-branding';
const SETUP = '/mybusiness/services/setup';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The value a figure tile shows under its term. */
const figure = (where: Locator, term: string) =>
  where.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

/** Shows a section's chart as its table, and answers the table's body rows. */
async function tableRows(page: Page, sectionName: string, tableName: string) {
  const where = section(page, sectionName);
  await where.getByRole('switch', { name: 'Show as table' }).check();
  const table = where.getByRole('table', { name: tableName });
  await expect(table).toBeVisible();
  return table.locator('tbody tr');
}

test.describe('co-branding', () => {
  test("Northwind's owner sees the branded homes, requests and loyalty from the left navigation", async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/mybusiness/home');

    // The home page's branding tile: the brand is active and there is a way to manage it.
    const tile = section(page, 'Your brand');
    await expect(tile.getByText('Active', { exact: true })).toBeVisible();
    await expect(tile.getByText(/^\d[\d,]* homes? shows? your brand$/)).toBeVisible();
    await expect(tile.getByRole('link', { name: 'Manage brand profile' })).toHaveAttribute(
      'href',
      '/mybusiness/services/brand-profile',
    );

    await page
      .getByRole('navigation', { name: 'My business' })
      .getByRole('link', { name: 'Partners' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${CO_BRANDING}$`));
    await expect(heading(page, 'Partners & co-branding')).toBeVisible();

    const homes = section(page, 'Branded homes');
    const brandedHomes = figure(homes, 'Branded homes');
    await expect(brandedHomes).toHaveText(/^\d[\d,]*$/);
    expect(Number((await brandedHomes.textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    await expect(figure(homes, 'Share of your customers’ homes')).toHaveText(/^\d+(\.\d)?%$/);
    // The chart is drawn, and says the same as a table of the last 12 months.
    await expect(homes.locator('.recharts-surface')).toBeVisible();
    const months = await tableRows(page, 'Branded homes', 'Branded homes by month');
    await expect(months).toHaveCount(12);
    await expect(months.last().locator('th')).toHaveText(
      new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(),
      ),
    );
    await expect(homes.locator('.recharts-surface')).toHaveCount(0);

    const requests = section(page, 'Branding requests');
    await expect(figure(requests, 'Requests sent')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(requests, 'Acceptance rate')).toHaveText(/%$/);
    await expect(requests.locator('.recharts-surface')).toBeVisible();
    await expect(
      await tableRows(page, 'Branding requests', 'Answers to branding requests by month'),
    ).toHaveCount(12);

    const loyalty = section(page, 'Customer loyalty');
    await expect(figure(loyalty, 'Customers')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(loyalty, 'Average time with you')).toHaveText(/months?$/);
    const buckets = await tableRows(page, 'Customer loyalty', 'Customers by time with you');
    await expect(buckets.locator('th')).toHaveText([
      'Under 6 months',
      '6 to 12 months',
      '1 to 2 years',
      'Over 2 years',
    ]);
  });

  test('a technician typing the addresses gets the no-access page, not only a hidden link', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.technician);
    await page.goto('/mybusiness/home');
    const nav = page.getByRole('navigation', { name: 'My business' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Partners' })).toHaveCount(0);

    for (const path of [CO_BRANDING, '/mybusiness/business-intelligence']) {
      await page.goto(path);
      await expect(heading(page, 'Page unavailable')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Branded homes' })).toHaveCount(0);
    }
  });
});

test.describe('brand profile settings', () => {
  test("Northwind's owner saves the settings from the setup wizard and is back with step 2 complete", async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner, { serviceSetup: 'fresh' });
    await page.goto(SETUP);
    const step = page.getByRole('listitem').filter({ hasText: 'Homeowner app branding' });
    await expect(step).toContainText('Upcoming');
    // Step 2 opens once step 1 is done; Northwind's brand profile exists, so it is skipped here.
    await page
      .getByRole('listitem')
      .filter({ hasText: '1. Brand profile' })
      .getByRole('button', { name: /^Skip/ })
      .click();
    await step.getByRole('link', { name: /^Continue/ }).click();
    await expect(page).toHaveURL(/\/services\/setup\/brand-profile-settings\?from=setup$/);
    await expect(heading(page, 'Brand profile settings')).toBeVisible();

    await expect(page.getByRole('checkbox', { name: 'All devices' })).toBeChecked();
    await expect(page.getByText(/^\d+ existing homes?$/)).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${SETUP}$`));
    await expect(step).toContainText('Complete');
  });
});
