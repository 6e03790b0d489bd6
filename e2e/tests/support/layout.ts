import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls `target` into view and expects all of it between the window's left and right edges. */
export async function expectWhollyInView(page: Page, target: Locator) {
  // Centred rather than scrollIntoViewIfNeeded: that scrolls a target half below the fold by whole
  // pixels and can leave its last fractional pixel outside the window.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(target).toBeInViewport({ ratio: 1 });
  // Nothing had to scroll sideways to show it.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
}

/** The whole of `target` lies between the window's left and right edges. */
export async function expectWithinWidth(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}
