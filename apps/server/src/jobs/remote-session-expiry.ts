import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireDueSessions } from '../services/remote-sessions';

export const REMOTE_SESSION_EXPIRY = 'expire-remote-sessions';
/** Every minute: the banner counts down in minutes, and a session must not outlive its end. */
const EVERY_MINUTE = '* * * * *';

declare module '../plugins/jobs' {
  interface JobData {
    [REMOTE_SESSION_EXPIRY]: Record<string, never>;
  }
}

/**
 * Ends as Expired the open remote sessions past their end time, and pending requests nobody
 * answered within SESSION_REQUEST_HOURS, telling both sides live (services/remote-sessions.ts).
 * The calls that touch a session end it too when they find it late; this is for the sessions
 * nobody touches. A scheduled job, so that with several instances one of them runs it each time.
 */
export const remoteSessionExpiry = fp(
  async (app: FastifyInstance) => {
    app.jobs.work(REMOTE_SESSION_EXPIRY, async () => {
      const expired = await expireDueSessions(app.db);
      if (expired > 0) app.log.info({ expired }, 'remote sessions expired');
    });
    app.jobs.schedule(REMOTE_SESSION_EXPIRY, EVERY_MINUTE, {});
  },
  { name: 'remote-session-expiry', dependencies: ['jobs'] },
);
