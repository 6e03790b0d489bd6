import type { ChildProcess } from 'node:child_process';

/** What the supervisor tells its owner: one line each, for the server's log. */
export type SupervisionEvent = { level: 'error' | 'warn' | 'info'; message: string };

export type SupervisorOptions = {
  /** Starts PostgreSQL again; answers once it accepts connections. */
  launch: () => Promise<ChildProcess>;
  /** Stops a running PostgreSQL in order. */
  stop: (child: ChildProcess) => Promise<void>;
  report: (event: SupervisionEvent) => void;
};

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** Waits 0.5 s, 1 s, 2 s … up to 10 s before restart attempt n (1, 2, 3 …). */
export function restartDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Keeps PostgreSQL running: when the process exits without being asked to (a crash, kill -9,
 * the out-of-memory killer), it is launched again, with backoff, until it runs or stop() is
 * called. A restart can fail for a while, e.g. while server processes of the dead postmaster
 * still hold its shared memory; PostgreSQL itself refuses to start then, so nothing is forced.
 */
export function supervise(first: ChildProcess, options: SupervisorOptions) {
  let running: ChildProcess | undefined = first;
  let stopping = false;
  let retry: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;

  const watch = (child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (stopping || running !== child) return;
      running = undefined;
      const delay = restartDelay(1);
      options.report({
        level: 'error',
        message: `PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it in ${delay} ms`,
      });
      retry = setTimeout(() => restart(1), delay);
    });
  };

  const restart = (attempt: number) => {
    restarting = options.launch().then(
      async (child) => {
        if (stopping) return options.stop(child);
        running = child;
        watch(child);
        options.report({ level: 'info', message: 'PostgreSQL is running again' });
      },
      (error: unknown) => {
        if (stopping) return;
        const delay = restartDelay(attempt + 1);
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        options.report({
          level: 'warn',
          message: `restarting PostgreSQL failed (${reason}); next attempt in ${delay} ms`,
        });
        retry = setTimeout(() => restart(attempt + 1), delay);
      },
    );
  };

  watch(first);
  return {
    /** Stops PostgreSQL, and any restart under way, for good. */
    stop: async () => {
      stopping = true;
      clearTimeout(retry);
      await restarting;
      if (running) await options.stop(running);
    },
  };
}
