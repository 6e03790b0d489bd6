import { type RealtimeClientMessage, RealtimeServerMessage } from '@portal/contracts';
import type { RealtimeEvent } from './refreshed-queries';

/** A message the hub sends about something that happened on a channel (not a reply to the client). */
export type RealtimeChannelEvent = Exclude<
  RealtimeServerMessage,
  { type: 'authenticated' | 'subscribed' | 'unsubscribed' | 'error' }
>;

/** The events of the pro channel that a client hands on unless told which. */
const PRO_EVENTS: readonly RealtimeEvent['type'][] = ['ProNotificationEvent', 'DeviceAlertChanged'];

/** The hub's address on the portal's own origin (the dev server proxies it to the API). */
export function realtimeUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/api/v1/realtime`;
}

/** A server message, or undefined for anything the protocol does not know (ignored, never thrown). */
export function parseServerMessage(data: unknown): RealtimeServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = RealtimeServerMessage.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): 1 s, 2 s, 4 s … capped at 30 s, each
 * between half and all of that at random, so that the tabs a server restart cut off do not all
 * come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The part of a browser WebSocket the client uses; tests hand in a fake. */
type RealtimeSocket = Pick<WebSocket, 'readyState' | 'send' | 'close' | 'addEventListener'>;

interface RealtimeClientOptions<Event extends RealtimeChannelEvent> {
  url: string;
  /** Read at every (re)connection, so that a refreshed token is the one sent. */
  accessToken: () => string;
  /** The kinds of event to hand on; the pro channel's (notifications, device alerts) unless told. */
  events?: readonly Event['type'][];
  /** Something the client listens for happened on a subscribed channel. */
  onEvent: (event: Event) => void;
  /** A channel was subscribed again after a reconnect: events sent meanwhile were missed. */
  onResubscribed?: (channel: string) => void;
  createSocket?: (url: string) => RealtimeSocket;
  random?: () => number;
}

const OPEN = 1;
const NORMAL_CLOSURE = 1000;

/**
 * One WebSocket to the realtime hub (protocol in @portal/contracts): authenticates with the
 * access token as its first message, keeps the wanted channels subscribed, and reconnects with
 * backoff when the connection drops, authenticating and subscribing again.
 */
export class RealtimeClient<Event extends RealtimeChannelEvent = RealtimeEvent> {
  private readonly channels = new Set<string>();
  private socket: RealtimeSocket | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private connections = 0;
  private closed = false;

  constructor(private readonly options: RealtimeClientOptions<Event>) {}

  subscribe(channel: string): void {
    this.channels.add(channel);
    if (this.socket?.readyState === OPEN) this.send({ type: 'subscribe', channel });
    else if (!this.socket && this.retry === undefined) this.connect();
  }

  unsubscribe(channel: string): void {
    this.channels.delete(channel);
    if (this.socket?.readyState === OPEN) this.send({ type: 'unsubscribe', channel });
  }

  /** Unsubscribes everything and closes for good (sign-out). */
  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.retry = undefined;
    for (const channel of [...this.channels]) this.unsubscribe(channel);
    this.socket?.close(NORMAL_CLOSURE);
    this.socket = undefined;
  }

  private connect(): void {
    this.retry = undefined;
    const accessToken = this.options.accessToken();
    if (this.closed || !accessToken || this.channels.size === 0) return;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.options.url);
    this.socket = socket;
    this.connections += 1;
    const reconnected = this.connections > 1;

    socket.addEventListener('open', () => {
      // The hub handles a socket's messages in order, so the subscriptions need not wait.
      this.send({ type: 'authenticate', accessToken });
      for (const channel of this.channels) this.send({ type: 'subscribe', channel });
    });
    socket.addEventListener('message', (event) => {
      const message = parseServerMessage(event.data);
      if (message?.type === 'authenticated') this.failures = 0;
      else if (message?.type === 'subscribed' && reconnected) {
        this.options.onResubscribed?.(message.channel);
      } else if (message?.type === 'error') console.warn(`realtime hub: ${message.message}`);
      else if (message !== undefined && this.isEvent(message)) this.options.onEvent(message);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.closed) return;
      const delay = reconnectDelay(this.failures, this.options.random);
      this.failures += 1;
      this.retry = setTimeout(() => this.connect(), delay);
    });
  }

  private isEvent(message: RealtimeServerMessage): message is Event {
    const events: readonly string[] = this.options.events ?? PRO_EVENTS;
    return events.includes(message.type);
  }

  private send(message: RealtimeClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }
}
