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

/** A request as a screen sent it: `path` is the address asked, with its query. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A refusal as our server words it. */
export interface Refusal {
  statusCode: number;
  reasonCode?: string;
  fields?: { field: string; message: string }[];
}

/**
 * Records every request; each one hangs, or is refused with `refusal`. Answers the list, which
 * fills as the screen sends.
 */
export function recordRequests(refusal?: Refusal): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: String(input), body });
    if (refusal === undefined) return new Promise<Response>(() => {});
    return Response.json(
      { error: 'Refused', message: 'Refused', ...refusal },
      { status: refusal.statusCode },
    );
  });
  return sent;
}
