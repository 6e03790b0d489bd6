import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mailer } from '../plugins/mail';
import type { KeyStore } from './keys';

/** What the identity services need, built once by the identity plugin. */
export type IdentityContext = {
  db: Database;
  config: Config;
  keys: KeyStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

/** Waits until `ms` passed since `startedAt`, so that an answer's time tells nothing. */
export async function answerNoSoonerThan(startedAt: number, ms: number): Promise<void> {
  const left = startedAt + ms - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Answers for known and unknown accounts take at least this long. */
export const ENUMERATION_FLOOR_MS = 300;
