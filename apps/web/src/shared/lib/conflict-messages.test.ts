import type { ApiErrorBody } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/lib/api-client';
import { i18n } from '@/shared/lib/i18n/i18n';
import { type ConflictAction, conflictMessageKey } from './conflict-messages';

function refused(statusCode: number, reasonCode?: ApiErrorBody['reasonCode']): ApiError {
  return new ApiError({
    statusCode,
    error: 'Conflict',
    message: 'Refused',
    ...(reasonCode ? { reasonCode } : {}),
  });
}

describe('conflictMessageKey (409 reason codes in words)', () => {
  it.each<[ConflictAction, ApiError, string]>([
    [
      'createInvite',
      refused(409, 'PENDING_INVITE_EXISTS'),
      'An invitation to this person is already waiting. Resend it from the invitations list instead.',
    ],
    [
      'createInvite',
      refused(409, 'ALREADY_REGISTERED'),
      'This person already belongs to a company.',
    ],
    [
      'updateEmployee',
      refused(409, 'USER_IS_COMPANY_OWNER_OR_ADMIN'),
      'A company needs at least one owner. Make someone else an owner first.',
    ],
    ['updateEmployee', refused(403), 'Only an owner can change another owner.'],
    [
      'acceptInvite',
      refused(409, 'INVITE_EMAIL_MISMATCH'),
      'This invitation was sent to another email address. Sign in with that address to accept it.',
    ],
    ['acceptInvite', refused(409), 'This invitation has expired. Ask the company for a new one.'],
    ['askToJoin', refused(409, 'ALREADY_REGISTERED'), 'You already belong to a company.'],
    [
      'preRegister',
      refused(409, 'ALREADY_REGISTERED'),
      'This home already has a homeowner account. Invite the homeowner instead.',
    ],
    ['commission', refused(409, 'INCOMPLETE_REGISTRATION_STATE'), 'Pre-register this home first.'],
    [
      'commission',
      refused(409, 'PARTIAL_REGISTRATION_STATE'),
      'Register a device in this home before commissioning it.',
    ],
    [
      'requestAccess',
      refused(409, 'LOCATION_IS_INPREREGISTRATION'),
      'This home is in pre-registration. Commission it before requesting remote access.',
    ],
  ])('%s refused with %o', (action, error, text) => {
    expect(i18n.t(conflictMessageKey(action, error))).toBe(text);
  });

  it('anything else is the common error text', () => {
    expect(conflictMessageKey('askToJoin', refused(500))).toBe('common.toast.error');
    expect(conflictMessageKey('askToJoin', refused(409, 'SESSION_ENDED'))).toBe(
      'common.toast.error',
    );
    expect(conflictMessageKey('acceptInvite', new TypeError('Failed to fetch'))).toBe(
      'common.toast.error',
    );
  });
});
