import type { ReasonCode } from '@portal/contracts';
import { ApiError } from '@/shared/lib/api-client';

/**
 * What a refused homeowner call means, by action: a 409's ReasonCode (spec 001 §8), or 403 as
 * FORBIDDEN. Anything else is the common error text.
 */
type Outcome = ReasonCode | 'FORBIDDEN';

const MESSAGES = {
  answerRequest: {
    INVITE_ALREADY_COMPLETED: 'homeApp.requests.alreadyAnswered',
    FORBIDDEN: 'homeApp.requests.forbidden',
  },
  acceptInvite: {
    INVITE_EMAIL_MISMATCH: 'homeApp.invites.emailMismatch',
    INVITE_ALREADY_COMPLETED: 'homeApp.invites.alreadyCompleted',
    ALREADY_REGISTERED: 'homeApp.invites.alreadyRegistered',
    FORBIDDEN: 'homeApp.invites.unverified',
  },
  joinHousehold: {
    INVITE_EMAIL_MISMATCH: 'homeApp.invites.emailMismatch',
    INVITE_ALREADY_COMPLETED: 'homeApp.invites.alreadyCompleted',
    ALREADY_REGISTERED: 'homeApp.invites.alreadyMember',
    FORBIDDEN: 'homeApp.invites.unverified',
  },
  declineInvite: {
    INVITE_ALREADY_COMPLETED: 'homeApp.invites.alreadyCompleted',
  },
  answerSession: {
    SESSION_ENDED: 'homeApp.sessions.alreadyEnded',
    SESSION_EXPIRED: 'homeApp.sessions.alreadyExpired',
    SESSION_IS_ACTIVE: 'homeApp.sessions.isActive',
    FORBIDDEN: 'homeApp.sessions.forbidden',
  },
  deleteAccount: {
    USER_IS_DEVICE_ADMIN: 'homeApp.account.deviceAdmin',
    USER_IS_COMPANY_OWNER_OR_ADMIN: 'homeApp.account.companyOwner',
  },
} as const satisfies Record<string, Partial<Record<Outcome, string>>>;

type Action = keyof typeof MESSAGES;
type MessageOf<A extends Action> = (typeof MESSAGES)[A][keyof (typeof MESSAGES)[A]];
export type RefusalKey = { [A in Action]: MessageOf<A> }[Action] | 'common.toast.error';

export function outcomeOf(error: unknown): Outcome | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.reasonCode !== undefined) return error.reasonCode;
  return error.statusCode === 403 ? 'FORBIDDEN' : undefined;
}

/** The translation key that explains why `action` was refused with `error`. */
export function refusalKey(action: Action, error: unknown): RefusalKey {
  const outcome = outcomeOf(error);
  const messages: Partial<Record<Outcome, RefusalKey>> = MESSAGES[action];
  return (outcome !== undefined ? messages[outcome] : undefined) ?? 'common.toast.error';
}
