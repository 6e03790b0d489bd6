import type { ClientLogEntry, ClientLogLevel } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';

const SECRET_KEY = /pass|token|secret|authorization|cookie|ticket|code/i;
const MAX_DEPTH = 4;

/** Copies client-supplied details without anything that looks like a credential. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
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
    { client: { application, url: entry.url, details: withoutSecrets(entry.details) } },
    `client: ${entry.message}`,
  );
}
