import { vi } from 'vitest';

// Like src/test/fetch.ts, this never fakes a successful answer: a request is refused, so a test
// sees how a screen takes a refusal.

/** Every request is refused with 409 and the given ReasonCode. */
export function stubConflict(reasonCode: string): void {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { statusCode: 409, error: 'Conflict', message: 'Refused', reasonCode },
      { status: 409 },
    ),
  );
}
