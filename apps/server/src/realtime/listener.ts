import { EventEmitter, once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { loggableError } from '../loggable-error';

/** What the listener's backend calls itself in pg_stat_activity, so operators can find it. */
export const LISTENER_APPLICATION_NAME = 'portal-realtime';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** Waits 0.5 s, 1 s, 2 s … up to 30 s between attempts, so a database restart is not hammered. */
export function listenerRetryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

export type PgListenerOptions = {
  /** The pool's connection settings; the listener opens its own connection with them. */
  connection: pg.ClientConfig;
  /** A PostgreSQL identifier of ours, never user input (it is written into LISTEN as is). */
  channel: string;
  onPayload: (payload: string) => void;
  log: FastifyBaseLogger;
  /** How the connection calls itself in pg_stat_activity; LISTENER_APPLICATION_NAME by default. */
  applicationName?: string;
};

/**
 * One dedicated connection that LISTENs on a channel. A pooled connection would not do:
 * LISTEN belongs to a session, and the pool hands sessions out and takes them back. When the
 * connection drops (database restart, network, pg_terminate_backend) it connects again with
 * backoff; notifications sent while it is away are lost, which the portal tolerates because an
 * event only makes clients refetch. Emits 'listening' each time LISTEN is in effect and
 * 'dropped' each time it stops being (a user of the channel may rely on hearing everything).
 */
export class PgListener extends EventEmitter<{ listening: []; dropped: [] }> {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private failures = 0;
  private stopped = false;
  private active = false;

  constructor(private readonly options: PgListenerOptions) {
    super();
  }

  get listening(): boolean {
    return this.active;
  }

  /** Resolves once LISTEN is in effect (at once when it already is). */
  async whenListening(): Promise<void> {
    if (!this.active) await once(this, 'listening');
  }

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.active = false;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const { connection, channel, onPayload, log } = this.options;
    const client = new pg.Client({
      ...connection,
      application_name: this.options.applicationName ?? LISTENER_APPLICATION_NAME,
      // A half-open TCP connection would otherwise look alive forever and miss every event.
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client, new Error('the connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.dropped(client, error);
      return;
    }
    if (this.client !== client) return;
    this.failures = 0;
    this.active = true;
    log.debug({ channel }, 'realtime: listening for events');
    this.emit('listening');
  }

  /** Handles the first sign of a dead connection once, whichever event brought it. */
  private dropped(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.active = false;
    this.emit('dropped');
    client.removeAllListeners();
    // A late error from the dead client must not become an unhandled 'error' event.
    client.on('error', () => {});
    client.end().catch(() => {});
    if (this.stopped) return;
    this.failures += 1;
    const delay = listenerRetryDelay(this.failures);
    this.options.log.warn(
      {
        channel: this.options.channel,
        error: loggableError(error, { withStack: false }),
        retryInMs: delay,
      },
      'the LISTEN connection failed; events from other instances wait until it is back',
    );
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}
