// What a client may report by mistake in any text it sends (a message, a stack, a page address,
// a detail): tokens and secrets, found by their shape wherever they appear, not only under a
// key with a telling name.

export const REDACTED = '[REDACTED]';

/** Names of fields and parameters whose values are credentials. */
export const SECRET_NAME = /pass|token|secret|authorization|cookie|ticket|code|invite|otp/i;

// A JSON Web Token: a base64url JSON header (`{"` is `eyJ`), payload and signature.
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
// The credential after an HTTP authentication scheme.
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// name=value, as in a query string or a fragment: `access_token=…`, `code=…`, `token=…`.
const PAIR = /([\w%.-]+)=([^&\s#"'<>]+)/g;
// "name": "value", as in JSON put into a message.
const JSON_PAIR = /"([^"\\]+)"(\s*:\s*)"(?:[^"\\]|\\.)*"/g;
// Long runs of base64url or base64 characters: refresh tokens, link tickets, keys.
const BASE64URL_RUN = /[A-Za-z0-9_-]{32,}/g;
const BASE64_RUN = /[A-Za-z0-9+/]{32,}={0,2}/g;

// A random secret mixes capitals, small letters and digits; words, paths of words, numbers
// and UUIDs (lower-case hex) do not, so they stay readable.
const looksRandom = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run);
const maskRandom = (run: string) => (looksRandom(run) ? REDACTED : run);

/** The text with every token or secret it holds replaced by `[REDACTED]`. */
export function redactSecrets(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(AUTH_SCHEME, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(PAIR, (pair, name: string) => (SECRET_NAME.test(name) ? `${name}=${REDACTED}` : pair))
    .replace(JSON_PAIR, (pair, name: string, colon: string) =>
      SECRET_NAME.test(name) ? `"${name}"${colon}"${REDACTED}"` : pair,
    )
    .replace(BASE64_RUN, (run) => (/[+=]/.test(run) ? maskRandom(run) : run))
    .replace(BASE64URL_RUN, maskRandom);
}
