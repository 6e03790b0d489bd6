import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, heading, signInWithApi } from './support/auth';
import { seriousViolations } from './support/axe';
import { withPortalDatabase } from './support/database';

// Issue 13, the alert settings page as the owner uses it: filter to Urgent, raise a threshold
// with the stepper (a click, then a hold), Done, the unsaved banner, a leave that the modal
// stops, Save and its toast, and the saved value after a reload. A technician does not get in.
const PATH = '/mybusiness/alerts/alert-settings';
const ALERT = 'Low indoor temperature';

/** The threshold the open pane shows, in °F. */
async function shownThreshold(pane: Locator): Promise<number> {
  const text = (await pane.getByRole('status').textContent()) ?? '';
  return Number.parseInt(text, 10);
}

async function openPane(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${ALERT}` }).click();
  const pane = page.getByRole('dialog', { name: ALERT });
  await expect(pane.getByRole('status')).toHaveText(/^\d+ °F$/);
  return pane;
}

test.describe('alert settings', () => {
  // The scans below run as the edit pane slides in: reduced motion draws it at once in its final
  // colours, as in accessibility.spec, so axe never measures a half-drawn frame (it once read a
  // button mid-transition as too faint).
  test.use({ reducedMotion: 'reduce' });
  test('the owner edits a threshold, is stopped from leaving unsaved, saves and sees it kept', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto(PATH);
    await expect(heading(page, 'Alert settings')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: /^Urgent/ }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Urgent' })).toHaveCount((await rows.count()) - 1);
    await expect(rows.filter({ hasText: 'Warning' })).toHaveCount(0);

    const pane = await openPane(page);
    expect(await seriousViolations(page)).toEqual([]);
    const before = await shownThreshold(pane);
    const plus = pane.getByRole('button', { name: 'Increase threshold' });
    // One click, one degree.
    await plus.click();
    await expect(pane.getByRole('status')).toHaveText(`${before + 1} °F`);
    // Held, it repeats until released.
    await plus.hover();
    await page.mouse.down();
    await expect.poll(() => shownThreshold(pane)).toBeGreaterThanOrEqual(before + 4);
    await page.mouse.up();
    const after = await shownThreshold(pane);
    await pane.getByRole('button', { name: 'Done' }).click();
    await expect(pane).toBeHidden();

    const banner = page.getByRole('region', { name: 'You have unsaved changes' });
    await expect(banner).toBeVisible();

    // Leaving asks first; Stay keeps the page and its edits.
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Home' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Alert settings (saved|created)\.$/)).toBeVisible();
    await expect(banner).toBeHidden();

    await page.reload();
    await expect(heading(page, 'Alert settings')).toBeVisible();
    const reloaded = await openPane(page);
    await expect(reloaded.getByRole('status')).toHaveText(`${after} °F`);
  });

  test('from the setup wizard, Save and continue completes its step and goes back to it', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner, { serviceSetup: 'fresh' });
    await page.goto(`${PATH}?from=setup`);
    await expect(heading(page, 'Alert settings')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Service setup' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/mybusiness\/services\/setup$/);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Customize alerts' }).getByText('Complete'),
    ).toBeVisible();
    // Under the spec's key (spec 000 §9), only this step.
    const progress = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([key]) => key.startsWith('completeServiceSetupSteps/'))
        .map(([, value]) => value),
    );
    expect(progress).toEqual(['{"4":"complete"}']);
  });

  test('a company without settings creates them with Save and continue and sees the toast', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.newPro, { serviceSetup: 'fresh' });
    await page.goto(`${PATH}?from=setup`);
    await expect(heading(page, 'Alert settings')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Alert settings created.')).toBeVisible();
    await expect(page).toHaveURL(/\/mybusiness\/services\/setup$/);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Customize alerts' }).getByText('Complete'),
    ).toBeVisible();
  });

  test('a subscription that lapses while editing: the save-failure modal, then the way to Pro Alerts', async ({
    page,
    request,
  }) => {
    const setStatus = (status: string) =>
      withPortalDatabase((db) =>
        db.query(
          `update partner_program_enrollments e set subscription_status = $1
             from partner_accounts a
            where a.id = e.partner_account_id and a.name = 'Northwind Heating & Cooling'
              and e.program_name = 'Pro Alerts'`,
          [status],
        ),
      );
    await signInWithApi(page, request, DEMO.owner);
    await page.goto(PATH);
    await expect(heading(page, 'Alert settings')).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Enable Low battery' });
    const wasOn = await toggle.isChecked();
    await toggle.click();
    const banner = page.getByRole('region', { name: 'You have unsaved changes' });
    await expect(banner).toBeVisible();

    await setStatus('CANCELLED');
    try {
      await banner.getByRole('button', { name: 'Save' }).click();
      const failed = page.getByRole('dialog', { name: 'Unable to save changes' });
      // The support address: the first of the company's administrators.
      await expect(failed).toContainText(/\w+@northwind-hvac\.example/);
      await failed.getByRole('button', { name: 'Discard changes' }).click();
      await expect(failed).toBeHidden();
      await expect(banner).toBeHidden();
      await expect(toggle).toBeChecked({ checked: wasOn });

      await page.reload();
      await expect(heading(page, 'Get Pro Alerts')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    } finally {
      await setStatus('ACTIVE');
    }
  });

  test('a technician gets the no-access page', async ({ page, request }) => {
    await signInWithApi(page, request, DEMO.technician);
    await page.goto(PATH);
    await expect(heading(page, 'Page unavailable')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Urgent/ })).toHaveCount(0);
  });
});
