import type { FastifyLoggerOptions, PinoLoggerOptions } from 'fastify/types/logger';
import type { Config } from './config';

// Query parameters whose values are secrets (reset tickets, invite tokens, codes).
const SECRET_QUERY = /token|ticket|code|password|secret|invite|state/i;

/** Masks secret query values so that a URL can be logged. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY.test(key)) params.set(key, '[REDACTED]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
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
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}
