import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInWithApi } from './support/auth';
import { seriousViolations } from './support/axe';
import { fault } from './support/simulator';

// Issue 15 item 8: a leak the simulator reports appears on the partner's alerts dashboard without
// a reload; the owner opens it, sees its chart, dismisses it, and the bell counts one fewer. The
// simulator (SIMULATOR=true in playwright.config.ts) publishes the demo devices' readings over
// MQTT; its dev endpoint makes the leak happen now, as its scripted faults do in the demo.

const LEAK = 'Water leak detected';
/** James Hughes (customer 7, seed-customers.ts) accepted Northwind's Pro Alerts on his devices. */
const CUSTOMER = 'James Hughes';
const LEAK_DETECTOR = 'A4:E1:00:00:07:00';
const NO_ALERTS = "No active alerts: all your customers' homes are fine.";

/** The bell's count of new notifications, from its accessible name. */
async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  return Number(label?.match(/\((\d+) new\)/)?.[1] ?? Number.NaN);
}

test.use({ reducedMotion: 'reduce' });

test.afterEach(async ({ request }) => {
  await fault(request, LEAK_DETECTOR, 'clear');
});

test('a leak appears live on the alerts dashboard; the owner opens it, sees its chart and dismisses it', async ({
  page,
  request,
}) => {
  await signInWithApi(page, request, DEMO.owner);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/mybusiness/alerts/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts dashboard' })).toBeVisible();
  // Named by its caption, which counts the alerts: "3 alerts".
  const table = page.getByRole('table', { name: /^(More than )?\d+ alerts?$/ });
  const leakRow = table
    .getByRole('row')
    .filter({ hasText: CUSTOMER })
    .filter({ has: page.getByRole('link', { name: LEAK }) });
  // Loaded, with alerts or without, before the leak's absence means anything.
  await expect(table.or(page.getByText(NO_ALERTS))).toBeVisible();
  await expect(leakRow).toHaveCount(0);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications \(\d+ new\)$/);
  const before = await bellCount(page);

  await fault(request, LEAK_DETECTOR, 'leak');

  // No reload: the realtime hub tells the page and the bell.
  await expect(leakRow).toBeVisible({ timeout: 30_000 });
  await expect(leakRow.getByText('Urgent', { exact: true })).toBeVisible();
  await expect(leakRow.getByText('Ongoing', { exact: true })).toBeVisible();
  await expect(bell).toHaveAccessibleName(`Notifications (${before + 1} new)`);
  expect(await seriousViolations(page)).toEqual([]);

  await leakRow.getByRole('link', { name: LEAK }).click();
  await expect(page).toHaveURL(/\/mybusiness\/alerts\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: LEAK })).toBeVisible();
  await expect(page.getByRole('link', { name: `${CUSTOMER}: open the account` })).toHaveAttribute(
    'href',
    /^\/mybusiness\/customers\/account-lookup\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/,
  );
  // The detector's temperature over the last 24 hours: the simulator's backfill and live readings.
  const chart = page.getByRole('region', { name: 'Temperature' });
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await chart.getByRole('switch', { name: 'Show as table' }).check();
  await expect(chart.getByRole('table', { name: 'Temperature' })).toBeVisible();
  expect(await chart.getByRole('table').getByRole('row').count()).toBeGreaterThan(2);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/Opened/).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Dismiss alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss this alert?' });
  await dialog.getByRole('button', { name: 'Dismiss alert' }).click();
  await expect(page.getByText(`${LEAK} dismissed.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dismissed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dismiss alert' })).toBeDisabled();
  await expect(bell).toHaveAccessibleName(`Notifications (${before} new)`);

  // Back on the work queue the leak is no longer among the active alerts.
  await page.getByRole('link', { name: 'Back to the alerts dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts dashboard' })).toBeVisible();
  await expect(table).toBeVisible();
  await expect(leakRow).toHaveCount(0);
});
