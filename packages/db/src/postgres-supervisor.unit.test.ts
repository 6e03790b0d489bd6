import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restartDelay, type SupervisionEvent, supervise } from './postgres-supervisor';

// Real child processes stand in for the postmaster (the supervisor only sees a process that
// runs and exits); the PostgreSQL case is in embedded-postgres.test.ts.
const children: ChildProcess[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const child of children) child.kill('SIGKILL');
});

async function longRunning(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** A supervisor of a running child whose launches are counted and may be made to fail. */
async function supervised(failures = 0) {
  const events: SupervisionEvent[] = [];
  const launches: ChildProcess[] = [];
  let failing = failures;
  const first = await longRunning();
  const supervisor = supervise(first, {
    launch: async () => {
      if (failing > 0) {
        failing -= 1;
        throw new Error('PostgreSQL exited during start (code 1).\nFATAL: shared memory in use');
      }
      const child = await longRunning();
      launches.push(child);
      return child;
    },
    stop: stopChild,
    report: (event) => events.push(event),
  });
  return { first, events, launches, supervisor };
}

async function kill(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe('the PostgreSQL supervisor', () => {
  it('waits 0.5 s, 1 s, 2 s … up to 10 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(restartDelay)).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('launches again after the process is killed, and says so in one line each', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { first, events, launches, supervisor } = await supervised();
    await kill(first);
    expect(events).toEqual([
      {
        level: 'error',
        message: 'PostgreSQL exited unexpectedly (SIGKILL); restarting it in 500 ms',
      },
    ]);
    expect(launches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(launches).toHaveLength(1));
    expect(events.at(-1)).toEqual({ level: 'info', message: 'PostgreSQL is running again' });

    // The relaunched process is supervised as well.
    await kill(launches[0] as ChildProcess);
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(launches).toHaveLength(2));
    await supervisor.stop();
    expect(launches[1]?.signalCode).toBe('SIGTERM');
  });

  it('tries again, waiting longer each time, while a launch fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { first, events, launches, supervisor } = await supervised(2);
    await kill(first);
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(launches).toHaveLength(1));
    expect(events.map((event) => event.level)).toEqual(['error', 'warn', 'warn', 'info']);
    expect(events[1]?.message).toBe(
      'restarting PostgreSQL failed (PostgreSQL exited during start (code 1).); next attempt in 1000 ms',
    );
    expect(events[2]?.message).toMatch(/next attempt in 2000 ms$/);
    await supervisor.stop();
  });

  it('stops for good: no restart after stop(), even while one was waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { first, events, launches, supervisor } = await supervised();
    await kill(first);
    await supervisor.stop();
    await vi.runAllTimersAsync();
    expect(launches).toHaveLength(0);
    expect(events.map((event) => event.level)).toEqual(['error']);
  });

  it('does not report the exit that stop() asked for', async () => {
    const { first, events, launches, supervisor } = await supervised();
    await supervisor.stop();
    expect(first.signalCode).toBe('SIGTERM');
    expect(events).toEqual([]);
    expect(launches).toHaveLength(0);
  });
});
