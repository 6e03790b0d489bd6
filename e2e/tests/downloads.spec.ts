import { stat } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiHeadersFor, DEMO, heading, signInWithApi } from './support/auth';
import { seriousViolations } from './support/axe';

// Issue 19: the downloads library as a partner uses it. The owner opens HVAC and water, switches
// to zoning, downloads the category's zip and gets the file the page announced, byte for byte as
// the listing says; on a phone a dropdown takes the side menu's place.

const HVAC_WATER = '/products/downloads/hvacWater';

test.describe('the downloads library', () => {
  test('zoning: Download all brings the announced zip', async ({ page, request }) => {
    const listing = await request.get('/api/v1/downloads/hvacWater/zoning', {
      headers: await apiHeadersFor(request, DEMO.owner),
      params: { language: 'en' },
    });
    expect(listing.ok(), await listing.text()).toBe(true);
    const { bundle } = (await listing.json()) as { bundle: { size: number } | null };
    expect(bundle, 'zoning has a download-all zip').not.toBeNull();

    await signInWithApi(page, request, DEMO.owner);
    await page.goto(HVAC_WATER);
    await expect(heading(page, 'HVAC and water')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Asset categories' });
    await expect(menu.getByRole('link', { name: 'All categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('table', { name: /^All categories: \d+ assets?$/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'Zoning', exact: true }).click();
    await expect(page).toHaveURL(/\?category=zoning$/);
    await expect(menu.getByRole('link', { name: 'Zoning', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Zoning' })).toBeVisible();
    const table = page.getByRole('table', { name: /^Zoning: \d+ assets?$/ });
    await expect(table).toBeVisible();
    // Every row offers its file as a direct link that says how big it is.
    await expect(
      table.getByRole('link', { name: /^Download .+ \([A-Z]+, [\d.]+ [kM]B\)$/ }),
    ).toHaveCount((await table.getByRole('row').count()) - 1);

    const downloadAll = page.getByRole('link', { name: /^Download all Zoning assets \(ZIP, / });
    const [, value, unit] =
      /\(ZIP, ([\d.]+) (kB|MB)\)$/.exec((await downloadAll.textContent()) ?? '') ?? [];
    expect(unit, 'the link names the size').toBeDefined();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadAll.click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const { size } = await stat(await download.path());
    expect(size).toBe(bundle?.size);
    // The page rounds megabytes to a tenth and kilobytes to a whole one.
    const [unitBytes, rounding] = unit === 'MB' ? [1024 * 1024, 0.05] : [1024, 0.5];
    expect(Math.abs(size / unitBytes - Number(value))).toBeLessThanOrEqual(rounding);

    // Back returns to the category before.
    await page.goBack();
    await expect(menu.getByRole('link', { name: 'All categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the Launch Kit opens on data sheets', async ({ page, request }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/products/downloads/proseries');
    await expect(heading(page, 'Launch Kit')).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Asset categories' })
        .getByRole('link', { name: 'Data sheets' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: /^Data sheets: \d+ assets?$/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a dropdown replaces the side menu, and switches the category', async ({
      page,
      request,
    }) => {
      await signInWithApi(page, request, DEMO.owner);
      await page.goto(HVAC_WATER);
      await expect(heading(page, 'HVAC and water')).toBeVisible();
      const dropdown = page.getByRole('combobox', { name: 'Category' });
      await expect(dropdown).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Asset categories' })).toHaveCount(0);

      await dropdown.selectOption({ label: 'Zoning' });
      await expect(page).toHaveURL(/\?category=zoning$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Zoning' })).toBeVisible();
      // On a phone the rows are cards, a list named as the table would be.
      await expect(page.getByRole('list', { name: /^Zoning: \d+ assets?$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Download all Zoning assets/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
