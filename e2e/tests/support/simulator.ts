import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Makes the simulator's device with this MAC address leak now, or clears its faults: the dev
 * endpoint of the demo fleet (SIMULATOR=true in playwright.config.ts).
 */
export async function fault(
  request: APIRequestContext,
  macAddress: string,
  name: 'leak' | 'clear',
) {
  const response = await request.post('/api/dev/simulator/faults', {
    data: { macAddress, fault: name },
  });
  expect(response.status(), await response.text()).toBe(202);
}
