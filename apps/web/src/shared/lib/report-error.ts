import type { ClientLogEntry } from '@portal/contracts';

/** The client log entry for an error a screen threw: its message, where, and what kind. */
export function clientErrorEntry(error: unknown, url: string): ClientLogEntry {
  const message = error instanceof Error ? error.message : String(error);
  return {
    message: (message.trim() || 'Unknown error').slice(0, 2000),
    url: url.slice(0, 2000),
    details: { kind: error instanceof Error ? error.name : typeof error },
  };
}

/**
 * Tells the server's log (POST /api/v1/logs/error) that a screen failed, so that failures
 * people see are visible to us. Best effort: reporting must never fail the error screen.
 */
export function reportClientError(error: unknown): void {
  fetch('/api/v1/logs/error', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'application-id': 'AerisPro' },
    body: JSON.stringify(clientErrorEntry(error, window.location.pathname)),
  }).catch(() => {});
}
