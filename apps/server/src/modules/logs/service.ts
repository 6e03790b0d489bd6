import type { ClientLogEntry, ClientLogLevel } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../../logger';
import { redactSecrets, SECRET_NAME } from './redact';

const MAX_DEPTH = 4;

/**
 * Copies client-supplied details without anything that looks like a credential: fields with
 * a secret's name are dropped, and tokens inside any text are masked.
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (value === null || typeof value !== 'object') return value;
  // Deeper levels are not inspected, so they are not logged either: they could hold secrets.
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_NAME.test(key))
      .map(([key, item]) => [key, withoutSecrets(item, depth + 1)]),
  );
}

// A client's "critical" is our fatal: something a person must look at now.
const LEVEL: Record<ClientLogLevel, 'info' | 'error' | 'fatal'> = {
  info: 'info',
  error: 'error',
  critical: 'fatal',
};

export function recordClientLog(
  log: FastifyBaseLogger,
  level: ClientLogLevel,
  application: string,
  entry: ClientLogEntry,
) {
  log[LEVEL[level]](
    {
      client: {
        application,
        // The page's address can carry a reset ticket or an invite token.
        url: entry.url === undefined ? undefined : redactSecrets(redactUrl(entry.url)),
        details: withoutSecrets(entry.details),
      },
    },
    `client: ${redactSecrets(entry.message)}`,
  );
}
