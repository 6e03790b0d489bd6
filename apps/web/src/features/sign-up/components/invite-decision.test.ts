import { encodeInviteToken, type PublicInvite } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/lib/api-client';
import { inviteDecision, isInviteExpired } from './invite-decision';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const TOKEN = encodeInviteToken({
  inviteId: '6f1c2b3a-0000-4000-8000-000000000001',
  email: 'sam@example.com',
  company: 'Northwind HVAC',
});

const invite: PublicInvite = {
  invitedId: null,
  sendToEmail: 'sam@example.com',
  sendToPhoneNumber: null,
  partnerAccount: { name: 'Northwind HVAC' },
  expiresAt: '2025-03-17T12:00:00.000Z',
  notificationType: 'Email',
  status: 'PENDING',
};

function refused(statusCode: number) {
  return new ApiError({ statusCode, error: 'Refused', message: 'Refused' });
}

describe('the invite page decision (spec 000 §2, §5, §8)', () => {
  it('no token: not found', () => {
    expect(inviteDecision(null, { invite: undefined, error: null }, NOW)).toEqual({
      kind: 'missing',
    });
  });

  it('a token that does not parse is malformed, and is never looked up', () => {
    expect(inviteDecision('bm90LWEtdG9rZW4', { invite: undefined, error: null }, NOW)).toEqual({
      kind: 'malformed',
    });
  });

  it('a token the server calls tampered (400) is malformed; unknown (404) or failing is missing', () => {
    expect(inviteDecision(TOKEN, { invite: undefined, error: refused(400) }, NOW).kind).toBe(
      'malformed',
    );
    expect(inviteDecision(TOKEN, { invite: undefined, error: refused(404) }, NOW).kind).toBe(
      'missing',
    );
    expect(inviteDecision(TOKEN, { invite: undefined, error: refused(503) }, NOW).kind).toBe(
      'missing',
    );
  });

  it('waits for the lookup', () => {
    expect(inviteDecision(TOKEN, { invite: undefined, error: null }, NOW).kind).toBe('loading');
  });

  it('a usable invite is valid', () => {
    expect(inviteDecision(TOKEN, { invite, error: null }, NOW)).toEqual({ kind: 'valid', invite });
  });

  it('past expiresAt, an email invite without email, or an answered invite: expired', () => {
    expect(isInviteExpired(invite, new Date('2025-03-17T12:00:00.001Z'))).toBe(true);
    expect(isInviteExpired({ ...invite, sendToEmail: null }, NOW)).toBe(true);
    expect(isInviteExpired({ ...invite, status: 'ACCEPTED' }, NOW)).toBe(true);
    expect(
      inviteDecision(TOKEN, { invite: { ...invite, sendToEmail: '' }, error: null }, NOW).kind,
    ).toBe('expired');
  });

  it('an SMS invite needs no email', () => {
    const sms = {
      ...invite,
      notificationType: 'Sms' as const,
      sendToEmail: null,
      sendToPhoneNumber: '+15035550123',
    };
    expect(isInviteExpired(sms, NOW)).toBe(false);
  });
});
