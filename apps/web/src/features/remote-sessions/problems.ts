import type { ReasonCode } from '@portal/contracts';
import { ApiError } from '@/shared/lib/api-client';

// What a refused session move or device call means to the technician who made it.

const SESSION_PROBLEMS = {
  SESSION_IS_ACTIVE: 'remoteSessions.problems.sessionIsActive',
  SESSION_ENDED: 'remoteSessions.problems.sessionEnded',
  SESSION_EXPIRED: 'remoteSessions.problems.sessionExpired',
  SESSION_NOT_STARTED: 'remoteSessions.problems.sessionNotStarted',
  SESSION_EXISTS: 'remoteSessions.problems.sessionExists',
  NO_ACTIVE_SESSION: 'remoteSessions.problems.noActiveSession',
  SERVICE_NOT_CONFIGURED: 'remoteSessions.problems.serviceNotConfigured',
} as const satisfies Partial<Record<ReasonCode, string>>;

export type SessionProblemKey =
  | (typeof SESSION_PROBLEMS)[keyof typeof SESSION_PROBLEMS]
  | 'common.toast.error';

/** Why a session move (request, enter, leave, close) was refused. */
export function sessionProblemKey(failure: unknown): SessionProblemKey {
  if (!(failure instanceof ApiError) || failure.reasonCode === undefined) {
    return 'common.toast.error';
  }
  const problems: Partial<Record<ReasonCode, SessionProblemKey>> = SESSION_PROBLEMS;
  return problems[failure.reasonCode] ?? 'common.toast.error';
}

export type DeviceProblemKey =
  | 'remoteSessions.problems.deviceNoAnswer'
  | 'remoteSessions.problems.deviceRefused'
  | 'remoteSessions.problems.notInSession'
  | 'remoteSessions.problems.notForThisDevice'
  | 'remoteSessions.problems.checkFields'
  | 'common.toast.error';

/**
 * Why a call to the device failed: it did not answer in time (503) or refused (502), the session
 * is no longer the caller's to work in, the call is not for this kind of device (a 409 without a
 * reason), or the values were refused (400, shown on the fields).
 */
export function deviceProblemKey(failure: unknown): DeviceProblemKey {
  if (!(failure instanceof ApiError)) return 'common.toast.error';
  if (failure.statusCode === 503) return 'remoteSessions.problems.deviceNoAnswer';
  if (failure.statusCode === 502) return 'remoteSessions.problems.deviceRefused';
  if (failure.statusCode === 400) return 'remoteSessions.problems.checkFields';
  if (failure.statusCode === 409) {
    return failure.reasonCode === undefined
      ? 'remoteSessions.problems.notForThisDevice'
      : 'remoteSessions.problems.notInSession';
  }
  return 'common.toast.error';
}

/**
 * The form paths a refused 400 names (`body.days.0.periods.1.startTime` is the form's
 * `days.0.periods.1.startTime`), each with the message `messageFor` gives it.
 */
export function refusedFieldErrors(
  failure: unknown,
  messageFor: (path: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(failure instanceof ApiError) || failure.statusCode !== 400) return errors;
  for (const { field } of failure.fields ?? []) {
    const path = field.replace(/^body\.?/, '');
    if (path !== '' && errors[path] === undefined) errors[path] = messageFor(path);
  }
  return errors;
}
