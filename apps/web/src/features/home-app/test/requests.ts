import { vi } from 'vitest';

// Like src/test/fetch.ts, these never fake a successful answer: a request is recorded and
// hangs, or it is refused, so a test sees what a screen asked for and how it takes a refusal.

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Every request is recorded and waits forever. */
export function recordRequests(): SentRequest[] {
  const requests: SentRequest[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Promise<Response>(() => {});
  });
  return requests;
}

/** Every request is refused with 409 and the given ReasonCode. */
export function stubConflict(reasonCode: string): void {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { statusCode: 409, error: 'Conflict', message: 'Refused', reasonCode },
      { status: 409 },
    ),
  );
}
