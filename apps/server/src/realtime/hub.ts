import {
  DeviceAlertChangedEvent,
  DeviceStateChangedEvent,
  ProNotificationEvent,
  REALTIME_CLOSE_UNAUTHENTICATED,
  RealtimeClientMessage,
  type RealtimeServerMessage,
  RemoteSessionChangedEvent,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { isUuid } from '../repositories/callers';

/** A socket may listen to a few companies' channels, never to an unbounded number. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 10;

export type RealtimeHubOptions = {
  /** The portal user id an access token names; throws or answers undefined when refused. */
  authenticate: (accessToken: string) => Promise<string | undefined>;
  /** Whether the user is an ACTIVE member of the company (the only ones who get its events). */
  isActiveMember: (userId: string, partnerAccountId: string) => Promise<boolean>;
  /** Whether the user belongs to the household, in any role (its members' apps get its events). */
  isHouseholdMember: (userId: string, consumerAccountId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
  /** How long a new socket has to authenticate before it is closed. */
  authTimeoutMs: number;
  /** Pings every socket this often; one that has not answered the previous ping is dropped. */
  heartbeatMs: number;
};

type Connection = {
  socket: WebSocket;
  userId: string | undefined;
  channels: Set<string>;
  /** Answered the last ping; a socket that did not is dead (e.g. a laptop gone to sleep). */
  alive: boolean;
  authTimer: NodeJS.Timeout;
  /** Messages are handled one after another, so a subscribe and its unsubscribe keep their order. */
  queue: Promise<void>;
};

const PRO_CHANNEL = /^pro:(.+)$/;
const HOUSEHOLD_CHANNEL = /^household:(.+)$/;

/** The events other instances NOTIFY (realtime/publish.ts) that go out to a channel's sockets. */
const ChannelEvent = z.discriminatedUnion('type', [
  ProNotificationEvent,
  DeviceAlertChangedEvent,
  RemoteSessionChangedEvent,
  DeviceStateChangedEvent,
]);

/**
 * The sockets of this server instance and the channels they subscribed to. Events come in
 * through deliver() (from the LISTEN connection, whichever instance raised them) and go out to
 * this instance's subscribers of the event's channel only.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: RealtimeHubOptions) {
    this.heartbeat = setInterval(() => this.ping(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Takes a newly opened socket; handlers attach at once so that no early message is lost. */
  accept(socket: WebSocket): void {
    const { log, authTimeoutMs } = this.options;
    const connection: Connection = {
      socket,
      userId: undefined,
      channels: new Set(),
      alive: true,
      authTimer: setTimeout(() => {
        socket.close(REALTIME_CLOSE_UNAUTHENTICATED, 'authenticate first');
      }, authTimeoutMs),
      queue: Promise.resolve(),
    };
    this.connections.add(connection);
    log.debug({ sockets: this.connections.size }, 'realtime: socket connected');

    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      connection.queue = connection.queue
        .then(() => this.handle(connection, data, isBinary))
        .catch((error: unknown) => {
          log.error({ err: error }, 'realtime: a message could not be handled');
          send(connection, { type: 'error', message: 'The message could not be handled.' });
        });
    });
    socket.on('close', (code) => {
      clearTimeout(connection.authTimer);
      this.connections.delete(connection);
      for (const channel of connection.channels) this.leave(connection, channel);
      log.debug({ code, sockets: this.connections.size }, 'realtime: socket disconnected');
    });
  }

  /** Forwards a NOTIFY payload to this instance's subscribers; anything else is logged and dropped. */
  deliver(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      this.options.log.warn({ payload }, 'realtime: an event that is not JSON was dropped');
      return;
    }
    const event = ChannelEvent.safeParse(parsed);
    if (!event.success) {
      this.options.log.warn({ payload }, 'realtime: an event of an unknown shape was dropped');
      return;
    }
    const subscribers = this.subscribers.get(event.data.channel);
    if (!subscribers) return;
    // One serialisation for all subscribers, and only the fields of the contract (parsing
    // dropped any other).
    const message = JSON.stringify(event.data satisfies RealtimeServerMessage);
    for (const connection of subscribers) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message);
    }
  }

  /** Stops pinging; the sockets themselves are closed by @fastify/websocket when the app closes. */
  close(): void {
    clearInterval(this.heartbeat);
  }

  private ping(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  private async handle(connection: Connection, data: RawData, isBinary: boolean): Promise<void> {
    let parsed: unknown;
    try {
      parsed = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      parsed = undefined;
    }
    const message = RealtimeClientMessage.safeParse(parsed);
    if (!message.success) {
      send(connection, {
        type: 'error',
        message:
          'Not a message of the realtime protocol: send JSON text { type: "authenticate" | "subscribe" | "unsubscribe", … }.',
      });
      return;
    }
    switch (message.data.type) {
      case 'authenticate':
        return this.authenticate(connection, message.data.accessToken);
      case 'subscribe':
        return this.subscribe(connection, message.data.channel);
      case 'unsubscribe':
        this.leave(connection, message.data.channel);
        send(connection, { type: 'unsubscribed', channel: message.data.channel });
    }
  }

  private async authenticate(connection: Connection, accessToken: string): Promise<void> {
    if (connection.userId) {
      send(connection, { type: 'error', message: 'This socket is already authenticated.' });
      return;
    }
    const userId = await this.options.authenticate(accessToken).catch(() => undefined);
    if (!userId) {
      send(connection, {
        type: 'error',
        message: 'The access token is invalid or has expired. Sign in again.',
      });
      connection.socket.close(REALTIME_CLOSE_UNAUTHENTICATED, 'invalid access token');
      return;
    }
    clearTimeout(connection.authTimer);
    connection.userId = userId;
    send(connection, { type: 'authenticated' });
  }

  private async subscribe(connection: Connection, channel: string): Promise<void> {
    const { userId } = connection;
    if (!userId) {
      send(connection, { type: 'error', message: 'Authenticate before subscribing.' });
      return;
    }
    if (connection.channels.has(channel)) {
      send(connection, { type: 'subscribed', channel });
      return;
    }
    if (connection.channels.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      send(connection, {
        type: 'error',
        message: `A socket may subscribe to at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} channels.`,
      });
      return;
    }
    const refusal = await this.refusal(userId, channel);
    if (refusal) {
      send(connection, { type: 'error', message: refusal });
      return;
    }
    // The socket may have closed while the membership was being checked.
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.channels.add(channel);
    let subscribers = this.subscribers.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.subscribers.set(channel, subscribers);
    }
    subscribers.add(connection);
    send(connection, { type: 'subscribed', channel });
  }

  /**
   * Why the user may not hear the channel, or undefined when they may. The same answer for a
   * malformed id, a missing company or household and another's channel, so that the hub tells
   * nothing about companies and households the caller does not belong to.
   */
  private async refusal(userId: string, channel: string): Promise<string | undefined> {
    const consumerAccountId = HOUSEHOLD_CHANNEL.exec(channel)?.[1];
    if (consumerAccountId !== undefined) {
      return isUuid(consumerAccountId) &&
        (await this.options.isHouseholdMember(userId, consumerAccountId))
        ? undefined
        : `You may not subscribe to ${channel}: only members of the household may.`;
    }
    const partnerAccountId = PRO_CHANNEL.exec(channel)?.[1];
    return isUuid(partnerAccountId) && (await this.options.isActiveMember(userId, partnerAccountId))
      ? undefined
      : `You may not subscribe to ${channel}: only active members of the company may.`;
  }

  private leave(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const subscribers = this.subscribers.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.subscribers.delete(channel);
  }
}

function send(connection: Connection, message: RealtimeServerMessage): void {
  if (connection.socket.readyState === connection.socket.OPEN) {
    connection.socket.send(JSON.stringify(message));
  }
}
