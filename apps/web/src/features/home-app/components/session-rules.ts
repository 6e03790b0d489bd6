import type { RemoteSession } from '@portal/contracts';

/** An open session (pending, approved or in progress): one the homeowner still has to act on. */
export const isOpen = (session: RemoteSession) => session.status !== null;

/** The open sessions on one device, in the order the server gave (newest first). */
export function openSessionsOn(
  sessions: readonly RemoteSession[],
  deviceId: string,
): RemoteSession[] {
  return sessions.filter((session) => session.deviceId === deviceId && isOpen(session));
}

/** Milliseconds until `expiresAt` (when a request lapses or a session ends), never below zero. */
export function timeLeftMs(expiresAt: string, now: number): number {
  return Math.max(0, Date.parse(expiresAt) - now);
}

/**
 * The minutes left, rounded up: a session with 30 seconds to go still has a minute, so the
 * countdown never shows 00:00 while the technician may still work.
 */
export const minutesLeft = (ms: number) => Math.ceil(ms / 60_000);

/** The time left as HH:MM (spec 000 §4: the banner's countdown, which the homeowner sees too). */
export function clockLeft(ms: number): string {
  const minutes = minutesLeft(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
