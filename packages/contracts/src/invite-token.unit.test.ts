import { describe, expect, it } from 'vitest';
import { encodeInviteToken, parseInviteToken } from './invite-token';

const inviteId = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';

describe('the invite token (spec 000 §3: base64 of inviteId|email|company)', () => {
  it('is base64 of the three parts joined by pipes', () => {
    const token = encodeInviteToken({ inviteId, email: 'tech@example.test', company: 'Northwind' });
    expect(Buffer.from(token, 'base64').toString('utf8')).toBe(
      `${inviteId}|tech@example.test|Northwind`,
    );
  });

  it('reads back what it wrote, with accents and a pipe in the company name', () => {
    const invite = { inviteId, email: 'zoë@example.test', company: 'Kälte | Klima GmbH' };
    expect(parseInviteToken(encodeInviteToken(invite))).toEqual(invite);
  });

  it('keeps the empty email of an SMS invite', () => {
    const invite = { inviteId, email: '', company: 'Northwind' };
    expect(parseInviteToken(encodeInviteToken(invite))).toEqual(invite);
  });

  it('accepts the URL-safe base64 alphabet', () => {
    const token = encodeInviteToken({ inviteId, email: 'a@b.test', company: '??>>' });
    const urlSafe = token.replaceAll('+', '-').replaceAll('/', '_');
    expect(parseInviteToken(urlSafe)?.company).toBe('??>>');
  });

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['text that is not base64', '%%%not-base64%%%'],
    ['two parts only', Buffer.from(`${inviteId}|a@b.test`).toString('base64')],
    ['an invite id that is not a UUID', Buffer.from('42|a@b.test|Northwind').toString('base64')],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x7c, 0x7c]).toString('base64')],
  ])('refuses %s as malformed', (_what, token) => {
    expect(parseInviteToken(token)).toBeNull();
  });
});
