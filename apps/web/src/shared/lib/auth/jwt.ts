/** The claims the portal reads from a token; the server, not the browser, checks the signature. */
export interface TokenClaims {
  exp?: number;
  email_verified?: boolean;
  email?: string;
  name?: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the value is not one. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) {
    return null;
  }
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null) {
      return null;
    }
    const claims = payload as Record<string, unknown>;
    return {
      ...(typeof claims.exp === 'number' ? { exp: claims.exp } : {}),
      ...(typeof claims.email_verified === 'boolean'
        ? { email_verified: claims.email_verified }
        : {}),
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    };
  } catch {
    return null;
  }
}
