import type { ReasonCode } from '@portal/contracts';
import { ApiError } from '@/shared/lib/api-client';

/**
 * What a refused call means to the person who made it. A 409's ReasonCode (spec 001 §8) says
 * why, but the same code reads differently by action: ALREADY_REGISTERED is "this person already
 * belongs to a company" when inviting and "you already belong to one" when asking to join. A 403
 * is FORBIDDEN here, and a 409 without a code UNEXPLAINED (an expired invite says so).
 */
type Outcome = ReasonCode | 'FORBIDDEN' | 'UNEXPLAINED';

const MESSAGES = {
  createInvite: {
    PENDING_INVITE_EXISTS: 'conflicts.createInvite.pendingInviteExists',
    ALREADY_REGISTERED: 'conflicts.createInvite.alreadyRegistered',
  },
  updateEmployee: {
    USER_IS_COMPANY_OWNER_OR_ADMIN: 'conflicts.updateEmployee.lastOwner',
    FORBIDDEN: 'conflicts.updateEmployee.forbidden',
  },
  acceptInvite: {
    INVITE_EMAIL_MISMATCH: 'conflicts.acceptInvite.emailMismatch',
    INVITE_ALREADY_COMPLETED: 'conflicts.acceptInvite.alreadyCompleted',
    USER_IS_COMPANY_OWNER_OR_ADMIN: 'conflicts.acceptInvite.ownerOrAdmin',
    ALREADY_REGISTERED: 'conflicts.acceptInvite.alreadyRegistered',
    UNEXPLAINED: 'conflicts.acceptInvite.expired',
  },
  askToJoin: {
    ALREADY_REGISTERED: 'conflicts.askToJoin.alreadyRegistered',
    PENDING_INVITE_EXISTS: 'conflicts.askToJoin.pendingInviteExists',
  },
  answerJoinRequest: {
    ALREADY_REGISTERED: 'conflicts.answerJoinRequest.alreadyRegistered',
    INVITE_ALREADY_COMPLETED: 'conflicts.answerJoinRequest.alreadyCompleted',
  },
  registerDevice: {
    ALREADY_REGISTERED: 'conflicts.registerDevice.alreadyRegistered',
    REGISTERED_ON_OTHER_PLATFORM: 'conflicts.registerDevice.otherPlatform',
    LOCATION_IS_INPREREGISTRATION: 'conflicts.registerDevice.inPreRegistration',
  },
  requestService: {
    EXISTING_INSTALLATION_SERVICE: 'conflicts.requestService.existingInstallation',
    EXISTING_BRANDING_SERVICE: 'conflicts.requestService.existingBranding',
    EXISTING_PRO_ALERTS_SERVICE: 'conflicts.requestService.existingProAlerts',
    EXISTING_REMOTE_ACCESS_SERVICE: 'conflicts.requestService.existingRemoteAccess',
    LOCATION_IS_INPREREGISTRATION: 'conflicts.requestService.inPreRegistration',
  },
  inviteHomeowner: {
    PENDING_INVITE_EXISTS: 'conflicts.inviteHomeowner.pendingInviteExists',
    USER_IS_DEVICE_ADMIN: 'conflicts.inviteHomeowner.alreadyLinked',
  },
  resendService: {
    INVITE_ALREADY_COMPLETED: 'conflicts.resendService.alreadyAnswered',
  },
  requestAccess: {
    EXISTING_REMOTE_ACCESS_SERVICE: 'conflicts.requestAccess.existing',
    LOCATION_IS_INPREREGISTRATION: 'conflicts.requestAccess.inPreRegistration',
  },
  preRegister: {
    ALREADY_REGISTERED: 'conflicts.preRegister.alreadyRegistered',
  },
  commission: {
    INCOMPLETE_REGISTRATION_STATE: 'conflicts.commission.notPreRegistered',
    PARTIAL_REGISTRATION_STATE: 'conflicts.commission.noDevices',
    PENDING_INVITE_EXISTS: 'conflicts.inviteHomeowner.pendingInviteExists',
  },
} as const satisfies Record<string, Partial<Record<Outcome, string>>>;

export type ConflictAction = keyof typeof MESSAGES;

type MessageOf<A extends ConflictAction> = (typeof MESSAGES)[A][keyof (typeof MESSAGES)[A]];
/** A translation key: the action's message for the outcome, or the common error text. */
export type ConflictMessageKey =
  | { [A in ConflictAction]: MessageOf<A> }[ConflictAction]
  | 'common.toast.error';

function outcomeOf(error: ApiError): Outcome | undefined {
  if (error.reasonCode !== undefined) return error.reasonCode;
  if (error.statusCode === 403) return 'FORBIDDEN';
  if (error.statusCode === 409) return 'UNEXPLAINED';
  return undefined;
}

/** The translation key that explains why `action` failed with `error`. */
export function conflictMessageKey(action: ConflictAction, error: unknown): ConflictMessageKey {
  if (!(error instanceof ApiError)) return 'common.toast.error';
  const outcome = outcomeOf(error);
  const messages: Partial<Record<Outcome, ConflictMessageKey>> = MESSAGES[action];
  return (outcome !== undefined ? messages[outcome] : undefined) ?? 'common.toast.error';
}
