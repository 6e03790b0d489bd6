import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, heading, signIn, signInWithApi } from './support/auth';
import { expectWhollyInView } from './support/layout';

const PHONE = { width: 375, height: 812 };

/** The demo homeowner: a Northwind customer whose home has remote access requests waiting. */
const HOMEOWNER = 'liam.brooks1@homeowner.example';

/** True when the page itself scrolls sideways, i.e. something is wider than the window. */
function scrollsSideways(page: Page) {
  return page.evaluate(() => {
    const page = document.scrollingElement ?? document.documentElement;
    return page.scrollWidth > page.clientWidth;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the owner sees customers and employees as cards, nothing scrolls sideways', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);

    await page.goto('/mybusiness/customers');
    const customers = page.getByRole('list', { name: /^\d+ customers$/ });
    await expect(customers).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const firstCustomer = customers.getByRole('listitem').first();
    await expect(firstCustomer.getByRole('term')).toContainText(['Name', 'Phone number', 'City']);
    await expectWhollyInView(page, firstCustomer.getByRole('link').first());
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto('/mybusiness/company/employees');
    const members = page.getByRole('list', { name: /^Members of the company/ });
    await expect(members).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectWhollyInView(page, members.getByRole('button', { name: /^Change role/ }).first());
    await expectWhollyInView(page, members.getByRole('button', { name: /^Remove / }).first());
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('the homeowner sees Accept and Decline of a request without scrolling sideways', async ({
    page,
  }) => {
    await page.goto('/home-app/sign-in');
    await signIn(page, HOMEOWNER);
    await page.getByRole('main').getByRole('article').getByRole('link').first().click();

    const accept = page.getByRole('button', { name: /^Accept Remote access for / }).first();
    const decline = page.getByRole('button', { name: /^Decline Remote access for / }).first();
    await expect(accept).toBeVisible();
    await expectWhollyInView(page, accept);
    await expectWhollyInView(page, decline);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await overflowingLabels(page)).toEqual([]);
  });

  test('the owner edits an alert and the Pro Alerts notifications without scrolling sideways', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);

    await page.goto('/mybusiness/alerts/alert-settings');
    const edit = page.getByRole('button', { name: 'Edit Low indoor temperature' });
    await expectWhollyInView(page, edit);
    await expectWhollyInView(
      page,
      page.getByRole('switch', { name: 'Enable Low indoor temperature' }),
    );
    expect(await scrollsSideways(page)).toBe(false);
    await edit.click();
    const pane = page.getByRole('dialog', { name: 'Low indoor temperature' });
    await expectWhollyInView(page, pane.getByRole('button', { name: 'Increase threshold' }));
    await expectWhollyInView(page, pane.getByRole('button', { name: 'Done' }));
    await pane.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/mybusiness/services/setup/customer-alerts-settings');
    await expect(page.getByRole('checkbox', { name: 'All devices' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});

/**
 * What sticks out in the header and the navigations: an element wider than its own box (a word
 * running past it), or reaching beyond its navigation, its header or the window. Described by
 * tag and text, so a failure says which label it was.
 */
function overflowingLabels(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const windowWidth = document.documentElement.clientWidth;
    // Text for screen readers only is a 1 px box on purpose.
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getBoundingClientRect().width > 1;
    for (const area of document.querySelectorAll('header, nav')) {
      if (!shown(area)) continue;
      const bounds = area.getBoundingClientRect();
      for (const element of [area, ...area.querySelectorAll('*')]) {
        if (!shown(element)) continue;
        const box = element.getBoundingClientRect();
        // A label's own words overflow the box that holds them (a badge may stick out on purpose).
        const words = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const inline = getComputedStyle(element).display === 'inline';
        const tooWide = words && !inline && element.scrollWidth > element.clientWidth + 1;
        const outside =
          box.left < Math.max(bounds.left, 0) - 1 ||
          box.right > Math.min(bounds.right, windowWidth) + 1;
        if (tooWide || outside) {
          const where = tooWide ? 'wider than its box' : 'outside its area';
          found.push(`<${element.tagName.toLowerCase()}> ${element.textContent?.trim()}: ${where}`);
        }
      }
    }
    return found;
  });
}

/** Expects the header's mark, links and actions side by side, none over another. */
async function expectHeaderItemsApart(page: Page) {
  const overlaps = await page.evaluate(() => {
    const items = [...(document.querySelector('header')?.children ?? [])]
      .filter((item) => item.checkVisibility({ visibilityProperty: true }))
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 0);
    return items.slice(1).filter((box, index) => box.left < (items[index]?.right ?? 0) - 1).length;
  });
  expect(overlaps).toBe(0);
}

/** The menu button's name in `language`, from the portal's own translation file. */
function openMenuLabel(language: string): string {
  const file = new URL(`../../apps/web/public/locales/blueprint/${language}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { menu: { open: string } }).menu.open;
}

// Long words and the menu's three sets of links, in the languages that tried them hardest.
for (const language of ['de', 'fr', 'bg', 'el', 'hu']) {
  test(`in ${language}, no label of the header or the navigation overflows, wide or narrow`, async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.addInitScript(
      (chosen) => window.localStorage.setItem('i18nextLng', chosen),
      language,
    );
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/mybusiness/customers');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(heading(page, /./)).toBeVisible();

    for (const width of [1400, 1100, 1024, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => overflowingLabels(page), { message: `at ${width} px` }).toEqual([]);
      await expectHeaderItemsApart(page);
      expect(await scrollsSideways(page)).toBe(false);
    }

    // Narrow, the menu holds every navigation: its labels wrap within it too.
    await page.getByRole('button', { name: openMenuLabel(language) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => overflowingLabels(page), { message: 'in the menu' }).toEqual([]);
  });
}
