/**
 * The invite token of spec 000 §3: base64 of `inviteId|email|company`. It travels in invite
 * links (/sign-up?invite=…). Only the invite id is trusted: the server looks the invite up and
 * checks the email and company against its own record.
 */
export type InviteToken = { inviteId: string; email: string; company: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(token: string): string | null {
  try {
    const binary = atob(token.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Makes the token; the email of an SMS invite is empty. A `|` in a company name is kept. */
export function encodeInviteToken({ inviteId, email, company }: InviteToken): string {
  return toBase64(`${inviteId}|${email}|${company}`);
}

/**
 * Reads a token, or null when it is malformed (not base64, not UTF-8, fewer than three parts,
 * or no invite id): the portal then shows "We are not able to process your request" (§5).
 */
export function parseInviteToken(token: string | null | undefined): InviteToken | null {
  if (!token) return null;
  const text = fromBase64(token.trim());
  if (text === null) return null;
  const [inviteId = '', email = '', ...company] = text.split('|');
  if (company.length === 0 || !UUID.test(inviteId)) return null;
  return { inviteId, email, company: company.join('|') };
}
