import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import {
  ALERT_CONDITION_DUE_JOB,
  ALERT_DIGEST_JOB,
  ALERT_MAIL_JOB,
  ALERT_OFFLINE_SWEEP_JOB,
} from '../telemetry/engine/job-names';
import { mailAlertDigests, mailAlertNotification } from '../telemetry/engine/mail';
import { sweepOffline } from '../telemetry/engine/offline';
import { openDueCondition } from '../telemetry/engine/timers';

const EVERY_MINUTE = '* * * * *';

/**
 * The alert engine's background work (src/telemetry/engine): pending conditions' timers, the
 * alert mail and its daily digest, and the offline sweep. pg-boss keeps the timers in the
 * database, so they fire after a restart, and sends each scheduled run to one instance.
 */
export const alertJobs = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    app.jobs.work(ALERT_CONDITION_DUE_JOB, (job) => openDueCondition(ctx, job.data));
    app.jobs.work(ALERT_MAIL_JOB, (job) => mailAlertNotification(ctx, job.data.notificationId));
    app.jobs.work(ALERT_DIGEST_JOB, () => mailAlertDigests(ctx));
    app.jobs.schedule(ALERT_DIGEST_JOB, ctx.config.telemetry.digestCron, {});
    app.jobs.work(ALERT_OFFLINE_SWEEP_JOB, () => sweepOffline(ctx));
    app.jobs.schedule(ALERT_OFFLINE_SWEEP_JOB, EVERY_MINUTE, {});
  },
  { name: 'alert-jobs', dependencies: ['jobs'] },
);
