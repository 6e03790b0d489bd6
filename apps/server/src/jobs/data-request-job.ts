import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import {
  DATA_FILE_DELETE_JOB,
  DATA_REQUEST_JOB,
  exportDeviceData,
} from '../modules/reports/data-requests';

/**
 * A homeowner's device data file (modules/reports/data-requests.ts): the export that stores it
 * and mails its link, and its deletion when the link expires.
 */
export const dataRequestJob = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    app.jobs.work(DATA_REQUEST_JOB, (job) => exportDeviceData(ctx, app.files, job.data));
    app.jobs.work(DATA_FILE_DELETE_JOB, async (job) => {
      await app.files.delete(job.data.fileId);
    });
  },
  { name: 'data-request-job', dependencies: ['jobs', 'files'] },
);
