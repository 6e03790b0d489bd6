import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, heading, setUpServicesBefore, signInWithApi } from './support/auth';

// Issue 12, item 2: the main journeys with the keyboard alone. After the first page.goto only
// page.keyboard moves: no clicks, no addresses typed.

/** The most Tab presses a control may be away; a page with more stops is itself a finding. */
const MAX_TAB_STOPS = 60;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TAB_STOPS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** After a move to another screen: focus on its heading, and the heading read out politely. */
async function expectArrivedAt(page: Page, title: string | RegExp) {
  await expect(heading(page, title)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveCount(1);
}

test('sign in, open a customer, a dialog and the bell, and sign out with the keyboard alone', async ({
  page,
  request,
}) => {
  // A returning owner: in a fresh browser the service setup wizard would start itself instead.
  await setUpServicesBefore(page, request, DEMO.owner);
  await page.goto('/sign-in');
  await expect(heading(page, 'Sign in')).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(DEMO.owner);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mybusiness\/home$/);
  await expectArrivedAt(page, 'Home');

  const businessNav = page.getByRole('navigation', { name: 'My business' });
  await tabTo(page, businessNav.getByRole('link', { name: 'Customer list' }));
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Customer accounts');

  const firstCustomer = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
  const customerName = (await firstCustomer.textContent()) ?? '';
  await tabTo(page, firstCustomer);
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, customerName.trim());

  // A dialog gives focus back to the button that opened it.
  const edit = page.getByRole('button', { name: 'Edit customer' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Edit ${customerName.trim()}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notifications).toBeHidden();
  await expect(bell).toBeFocused();

  // The profile menu: focus on its first item, Tab and the arrows walk the items.
  const profileButton = page.getByRole('button', { name: /^Account menu/ });
  await tabTo(page, profileButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('menuitem', { name: 'Company' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(profileButton).toBeFocused();

  await page.keyboard.press('Space');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await tabTo(page, menu.getByRole('menuitem', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  // Signing out loads the sign-in page afresh, so nothing of the session stays in memory. The
  // page then writes the root path over its own address (spec 000 §2), so either may be shown.
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(page).toHaveURL(/\/(sign-in)?$/);
  await expect(profileButton).toBeHidden();
});

test('edit an alert threshold and save the alert settings with the keyboard alone', async ({
  page,
  request,
}) => {
  await signInWithApi(page, request, DEMO.owner);
  await page.goto('/mybusiness/alerts/alert-settings');
  await expect(heading(page, 'Alert settings')).toBeVisible();

  const edit = page.getByRole('button', { name: 'Edit Low indoor temperature' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const pane = page.getByRole('dialog', { name: 'Low indoor temperature' });
  await expect(pane).toBeVisible();
  await expect(pane.locator(':focus')).toHaveCount(1);
  const shown = pane.getByRole('status');
  const before = Number.parseInt((await shown.textContent()) ?? '', 10);

  await tabTo(page, pane.getByRole('button', { name: 'Increase threshold' }));
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(`${before + 1} °F`);
  await tabTo(page, pane.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(pane).toBeHidden();
  await expect(edit).toBeFocused();

  const banner = page.getByRole('region', { name: 'You have unsaved changes' });
  await tabTo(page, banner.getByRole('button', { name: 'Save' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Alert settings saved.')).toBeVisible();
  await expect(banner).toBeHidden();
});

/** WCAG's relative luminance of a CSS rgb() colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(first: string, second: string): number {
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

test('a control focused from the keyboard shows a ring of 2 px at 3:1 contrast or more', async ({
  page,
}) => {
  await page.goto('/sign-in');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  for (const control of [
    page.getByRole('textbox', { name: 'Email' }),
    page.getByRole('button', { name: 'Sign in' }),
    page.getByRole('link', { name: 'Create an account' }),
  ]) {
    await tabTo(page, control);
    const ring = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        focusVisible: element.matches(':focus-visible'),
        style: style.outlineStyle,
        width: Number.parseFloat(style.outlineWidth),
        color: style.outlineColor,
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, background)).toBeGreaterThanOrEqual(3);
  }
});
