/** A JWT-shaped token with the given claims; the web reads claims, the server checks signatures. */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Stores a session as sign-in would: valid for an hour, the email verified unless told. */
export function storeTestSession({ emailVerified = true } = {}): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const accessToken = fakeAccessToken({ exp, email_verified: emailVerified });
  localStorage.setItem('session', JSON.stringify({ accessToken, emailVerified }));
  return accessToken;
}
