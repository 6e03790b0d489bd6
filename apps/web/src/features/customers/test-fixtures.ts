import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SentRequest } from '@/test/fetch';
import { TEST_COMPANY_ID } from '@/test/viewer';

// Homes as the customer call answers them (built in src/test, which the remote session panel's
// tests share), and the screens' menus as a test works them.

export {
  CUSTOMER,
  DEVICE,
  deviceOf,
  HOME,
  homeOf,
  MAC,
  SERVICE,
  serviceOf,
} from '@/test/devices';

export const ACCOUNT = TEST_COMPANY_ID;

/** The requests to the company's API (the shell's own, such as the viewer, left out). */
export const companyRequests = (sent: readonly SentRequest[]) =>
  sent.filter((request) => request.path.startsWith(`/api/v1/proAccounts/${ACCOUNT}`));

// jsdom lays nothing out, so Mantine hides an open menu it cannot place beside its button: its
// items are looked for among hidden elements.
const inMenu = { hidden: true } as const;

/** Opens the "More actions" menu of a home or a device (by its name or MAC address). */
export async function openMenu(user: UserEvent, target: string): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name: `More actions for ${target}` });
  await user.click(button);
  // The button names its open menu: another one closed before may still be fading out.
  return waitFor(() => {
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error(`the menu for ${target} is not open`);
    return menu;
  });
}

export const menuItem = (menu: HTMLElement, name: string) =>
  within(menu).getByRole('menuitem', { name, ...inMenu });

export const noMenuItem = (menu: HTMLElement, name: string) =>
  expect(within(menu).queryByRole('menuitem', { name, ...inMenu })).toBeNull();

/** Picks an item of a home's or a device's "More actions" menu. */
export async function pickAction(user: UserEvent, target: string, item: string) {
  await user.click(menuItem(await openMenu(user, target), item));
}

/** The menu item is there but disabled, and says why. */
export function expectUnavailable(menu: HTMLElement, item: string, reason: string) {
  const found = within(menu).getByRole('menuitem', { name: item, description: reason, ...inMenu });
  expect(found.hasAttribute('disabled')).toBe(true);
}
