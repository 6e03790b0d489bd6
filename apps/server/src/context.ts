import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Jobs } from './plugins/jobs';
import type { Mailer } from './plugins/mail';
import type { SmsSender } from './plugins/sms';
import type { DeviceCommands } from './telemetry/device-commands';

/** What the product modules' services need, built once in app.ts. */
export type AppContext = {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  /** Background work that outlives a request (DESIGN.md: pg-boss jobs). */
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** Commands to devices over MQTT, answered by the device (issue 17). */
  deviceCommands: DeviceCommands;
};
