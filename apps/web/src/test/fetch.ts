import { vi } from 'vitest';

// Web tests never fake a successful server answer (the e2e tier talks to the real server);
// they only make a request hang or fail, to see a screen's loading and error states.

/** Every request waits forever. */
export function stubFetchPending(): void {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
}

/** Every request fails with our error body; a 4xx is not retried, so the failure shows at once. */
export function stubFetchFailing(statusCode = 403): void {
  vi.stubGlobal('fetch', async () =>
    Response.json({ statusCode, error: 'Refused', message: 'Refused' }, { status: statusCode }),
  );
}
