import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Mailer } from './plugins/mail';
import type { SmsSender } from './plugins/sms';

/** What the product modules' services need, built once in app.ts. */
export type AppContext = {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
};
