import type { FastifyLoggerOptions, PinoLoggerOptions } from 'fastify/types/logger';
import type { Config } from './config';
import { serializeError } from './loggable-error';

// Query parameters whose values are secrets (reset tickets, invite tokens, codes).
const SECRET_QUERY = /token|ticket|code|password|secret|invite|state/i;

// A path segment that is a secret: the invite token of GET /api/v1/public/invites/{token},
// the device invite token of GET /api/v1/public/deviceInvites/{token}, and the same token in
// the homeowner app's page /home-app/invites/{token} (client logs report page URLs).
const SECRET_PATH_SEGMENT = /(\/public\/(?:invites|deviceInvites)\/|\/home-app\/invites\/)[^/?#]+/;

/**
 * Masks secret query values (and `key=value` pairs after `#`, where sign-in redirects put
 * tokens) and secret path segments so that a URL can be logged. Everything else is kept
 * byte for byte, and the mask is the literal `[REDACTED]`, not a percent-encoded one.
 */
export function redactUrl(url: string): string {
  const hashStart = url.indexOf('#');
  const beforeHash = (hashStart < 0 ? url : url.slice(0, hashStart)).replace(
    SECRET_PATH_SEGMENT,
    '$1[REDACTED]',
  );
  const hash = hashStart < 0 ? '' : `#${redactPairs(url.slice(hashStart + 1))}`;
  const queryStart = beforeHash.indexOf('?');
  if (queryStart < 0) return beforeHash + hash;
  return `${beforeHash.slice(0, queryStart)}?${redactPairs(beforeHash.slice(queryStart + 1))}${hash}`;
}

function redactPairs(pairs: string): string {
  return pairs
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_QUERY.test(decodeKey(key)) ? `${key}=[REDACTED]` : pair;
    })
    .join('&');
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replaceAll('+', ' '));
  } catch {
    return key;
  }
}

/**
 * Structured JSON logs (pino). Passwords and tokens never reach them: headers that carry
 * credentials are censored, secret query values masked, and bodies are never logged.
 */
export function loggerOptions(config: Config): FastifyLoggerOptions & PinoLoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.access_token',
        '*.refresh_token',
        '*.id_token',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      // Every `{ err }` of ours and Fastify's: drizzle's message and pino's own serializer
      // would write a failed query's parameters (emails, search terms) into the line.
      err: serializeError,
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}
