import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/**
 * The data each job carries, by job name. A module that adds a job names it here, beside its
 * handler, so that whoever sends the job and whoever works it agree on the data:
 *   declare module '../plugins/jobs' { interface JobData { 'mail-batch': { batchId: string } } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging
export interface JobData {}

export type JobName = keyof JobData & string;
export type Job<Name extends JobName> = { id: string; name: Name; data: JobData[Name] };
export type JobHandler<Name extends JobName> = (job: Job<Name>) => Promise<void>;
/** How a queue retries and how long one job may run before pg-boss gives it to another worker. */
export type QueueOptions = Pick<
  PgBoss.Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>;
export type JobState = PgBoss.JobWithMetadata['state'];

export type Jobs = {
  /** Declares a job and the function that does it; call while the app is being built. */
  work<Name extends JobName>(name: Name, handler: JobHandler<Name>, options?: QueueOptions): void;
  /**
   * Runs a declared job on a cron schedule (UTC). The schedule lives in the database and one
   * instance sends each due job, so several server instances run it once.
   */
  schedule<Name extends JobName>(name: Name, cron: string, data: JobData[Name]): void;
  /** Queues a job; answers its id (null when a singleton option dropped it). */
  send<Name extends JobName>(
    name: Name,
    data: JobData[Name],
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  /** Where a job is: created, retry, active, completed, cancelled or failed. */
  state(name: JobName, id: string): Promise<JobState | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export type JobsPluginOptions = { pool: pg.Pool };

/** Jobs still running at shutdown get this long to finish; pg-boss then fails them for a retry. */
const STOP_TIMEOUT_MS = 10_000;
/** How often an idle worker asks for jobs sent by other instances (its own wake it at once). */
const POLLING_INTERVAL_SECONDS = 2;
const DEFAULT_QUEUE: QueueOptions = { retryLimit: 3, retryDelay: 30, retryBackoff: true };

/**
 * Background jobs (DESIGN.md): pg-boss on our own PostgreSQL, through the app's pool, in the
 * `pgboss` schema it creates and migrates itself. Modules declare their jobs while the app is
 * built; the engine starts when the app is ready and stops when it closes, letting running jobs
 * finish. If the engine cannot start, the server still serves requests and the error is logged.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => options.pool.query(text, values) },
    });
    boss.on('error', (error) =>
      app.log.error({ err: error }, 'background jobs: %s', error.message),
    );

    const handlers = new Map<string, { handler: JobHandler<JobName>; queue: QueueOptions }>();
    const schedules = new Map<string, { cron: string; data: object }>();
    const workerIds = new Map<string, string>();
    let built = false;
    let running = false;

    function declareBeforeReady(what: string) {
      if (built) throw new Error(`${what}: jobs are declared while the app is being built`);
    }

    async function start() {
      await boss.start();
      for (const [name, { handler, queue }] of handlers) {
        await boss.createQueue(name, { name, ...queue });
        await boss.updateQueue(name, { name, ...queue });
        const workerId = await boss.work<JobData[JobName]>(
          name,
          { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
          async (jobs) => {
            for (const job of jobs) await runJob(handler, { ...job, name: job.name as JobName });
          },
        );
        workerIds.set(name, workerId);
      }
      // The database keeps the schedules: drop those the code no longer declares.
      for (const { name } of await boss.getSchedules()) {
        if (!schedules.has(name)) await boss.unschedule(name);
      }
      for (const [name, { cron, data }] of schedules) {
        await boss.schedule(name, cron, data, { tz: 'UTC' });
      }
    }

    async function runJob(handler: JobHandler<JobName>, job: Job<JobName>) {
      const log = app.log.child({ job: job.name, jobId: job.id });
      try {
        await handler(job);
        log.debug('job done');
      } catch (error) {
        // Thrown again so that pg-boss counts the failure and retries.
        log.error({ err: error }, 'job failed');
        throw error;
      }
    }

    app.decorate<Jobs>('jobs', {
      work(name, handler, queue) {
        declareBeforeReady(`work ${name}`);
        handlers.set(name, {
          handler: handler as JobHandler<JobName>,
          queue: { ...DEFAULT_QUEUE, ...queue },
        });
      },
      schedule(name, cron, data) {
        declareBeforeReady(`schedule ${name}`);
        if (!handlers.has(name)) throw new Error(`schedule ${name}: declare its work first`);
        schedules.set(name, { cron, data });
      },
      async send(name, data, sendOptions = {}) {
        if (!running) throw new Error(`send ${name}: background jobs are not running`);
        const id = await boss.send(name, data, sendOptions);
        const workerId = workerIds.get(name);
        if (id && workerId) boss.notifyWorker(workerId);
        return id;
      },
      async state(name, id) {
        const job = await boss.getJobById(name, id, { includeArchive: true });
        return job?.state;
      },
    });

    app.addHook('onReady', async () => {
      built = true;
      try {
        await start();
        running = true;
        app.log.info({ jobs: [...handlers.keys()] }, 'background jobs started');
      } catch (error) {
        app.log.error(
          { err: error },
          'background jobs did not start: no job runs on this instance until it restarts',
        );
      }
    });
    app.addHook('onClose', async () => {
      running = false;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    });
  },
  { name: 'jobs' },
);
