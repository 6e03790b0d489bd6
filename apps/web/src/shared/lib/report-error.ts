import type { ClientLogEntry, ClientLogLevel } from '@portal/contracts';
import { ERROR_REPORTING_SAMPLE_RATE } from '@/shared/config/constants';
import { ApiError } from './api-client';

/** How bad a reported error is: `critical` took the screen down (the server logs it as fatal). */
export type ReportLevel = Extract<ClientLogLevel, 'error' | 'critical'>;

/** The client log entry for an error a screen threw: its message, where, and what kind. */
export function clientErrorEntry(error: unknown, url: string): ClientLogEntry {
  const message = error instanceof Error ? error.message : String(error);
  return {
    message: (message.trim() || 'Unknown error').slice(0, 2000),
    url: url.slice(0, 2000),
    details: { kind: errorKind(error) },
  };
}

/** An API failure by spec 001 §8's name for its status (Not Found, Generic Error, ...). */
function errorKind(error: unknown): string {
  if (error instanceof ApiError) return error.kind;
  return error instanceof Error ? error.name : typeof error;
}

/**
 * Whether this one error is sent: a fifth of them (spec 000 §9), decided for each error alone.
 * Fatal errors are sampled too: the spec names one rate for all, and they come in bursts (the
 * API down fails every open portal's viewer at once), when a fifth still shows each failure.
 */
export function isSampled(random: () => number = Math.random): boolean {
  return random() < ERROR_REPORTING_SAMPLE_RATE;
}

/**
 * Tells the server's log (POST /api/v1/logs/{level}) that a screen failed, so that failures
 * people see are visible to us. Best effort: reporting must never fail the error screen.
 */
export function reportClientError(
  error: unknown,
  level: ReportLevel = 'error',
  random: () => number = Math.random,
): void {
  if (!isSampled(random)) {
    return;
  }
  fetch(`/api/v1/logs/${level}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'application-id': 'AerisPro' },
    body: JSON.stringify(clientErrorEntry(error, window.location.pathname)),
  }).catch(() => {});
}
