import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { runServiceApplication } from '../services/apply-to-existing';
import { SERVICE_APPLICATION_JOB } from '../services/service-applications';

/**
 * A large company's run asks thousands of homes and mails their households; past this pg-boss
 * would hand the job to another worker while the first still runs.
 */
const ONE_HOUR = 3600;

/** Apply to existing customers as a background job (services/apply-to-existing.ts). */
export const serviceApplicationJob = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    app.jobs.work(
      SERVICE_APPLICATION_JOB,
      (job) => runServiceApplication(ctx, job.data.applicationId),
      { expireInSeconds: ONE_HOUR },
    );
  },
  { name: 'service-application-job', dependencies: ['jobs'] },
);
