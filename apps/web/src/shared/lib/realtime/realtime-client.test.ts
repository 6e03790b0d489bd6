import type {
  DeviceAlertChangedEvent,
  DeviceStateChangedEvent,
  ProNotificationEvent,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestWebSocket } from '@/test/web-socket';
import { parseServerMessage, RealtimeClient, realtimeUrl, reconnectDelay } from './realtime-client';
import type { RealtimeEvent } from './refreshed-queries';

describe('realtimeUrl', () => {
  it('is the hub on the same origin, ws for http and wss for https', () => {
    expect(realtimeUrl('http://localhost:5173')).toBe('ws://localhost:5173/api/v1/realtime');
    expect(realtimeUrl('https://portal.example.com')).toBe(
      'wss://portal.example.com/api/v1/realtime',
    );
  });
});

describe('parseServerMessage', () => {
  it('reads the messages of the protocol', () => {
    expect(parseServerMessage('{"type":"authenticated"}')).toEqual({ type: 'authenticated' });
    expect(
      parseServerMessage(
        '{"type":"ProNotificationEvent","channel":"pro:1","reason":"ADD_REQUEST"}',
      ),
    ).toEqual({ type: 'ProNotificationEvent', channel: 'pro:1', reason: 'ADD_REQUEST' });
    const alertChanged = {
      type: 'DeviceAlertChanged',
      channel: 'pro:1',
      alertId: '6f1c2b3a-0000-4000-8000-0000000000a1',
      change: 'Dismissed',
      severity: 'Warning',
    };
    expect(parseServerMessage(JSON.stringify(alertChanged))).toEqual(alertChanged);
    expect(parseServerMessage('{"type":"error","message":"no"}')).toEqual({
      type: 'error',
      message: 'no',
    });
  });

  it('ignores anything else instead of throwing', () => {
    for (const data of [
      '{not json',
      '42',
      'null',
      '{"type":"shout"}',
      '{"type":"ProNotificationEvent","channel":"pro:1","reason":"SOMETHING_NEW"}',
      new ArrayBuffer(4),
      undefined,
    ]) {
      expect(parseServerMessage(data)).toBeUndefined();
    }
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 1));
    expect(ceilings).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('waits between half and all of it, at random, so clients do not return all at once', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });
});

describe('RealtimeClient', () => {
  const channel = 'pro:7c4a1c52-3f0e-4a55-9d6a-2f8b8f2b9d11';
  const event: ProNotificationEvent = { type: 'ProNotificationEvent', channel, reason: 'EMPLOYEE' };
  let sockets: TestWebSocket[];
  let token: string;
  const alertEvent: DeviceAlertChangedEvent = {
    type: 'DeviceAlertChanged',
    channel,
    alertId: '6f1c2b3a-0000-4000-8000-0000000000a1',
    change: 'Opened',
    severity: 'Urgent',
  };
  let events: RealtimeEvent[];
  let resubscribed: string[];
  let client: RealtimeClient;

  beforeEach(() => {
    vi.useFakeTimers();
    TestWebSocket.instances = [];
    sockets = TestWebSocket.instances;
    token = 'token-1';
    events = [];
    resubscribed = [];
    client = new RealtimeClient({
      url: 'ws://portal.test/api/v1/realtime',
      accessToken: () => token,
      onEvent: (received) => events.push(received),
      onResubscribed: (name) => resubscribed.push(name),
      createSocket: (url) => new TestWebSocket(url),
      random: () => 1,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('authenticates first, then subscribes, and hands on the channel’s events of both kinds', () => {
    client.subscribe(channel);
    expect(sockets.map(({ url }) => url)).toEqual(['ws://portal.test/api/v1/realtime']);
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([
      { type: 'authenticate', accessToken: 'token-1' },
      { type: 'subscribe', channel },
    ]);
    sockets[0]?.receive({ type: 'authenticated' });
    sockets[0]?.receive({ type: 'subscribed', channel });
    sockets[0]?.receive(event);
    sockets[0]?.receive({ type: 'who knows' });
    sockets[0]?.receive(alertEvent);
    expect(events).toEqual([event, alertEvent]);
    expect(resubscribed).toEqual([]);
  });

  it('hands on only the kinds of event it is told to, the pro channel’s unless told', () => {
    const stateChanged: DeviceStateChangedEvent = {
      type: 'DeviceStateChanged',
      channel,
      deviceId: '6f1c2b3a-0000-4000-8000-0000000000d1',
    };
    client.subscribe(channel);
    sockets[0]?.open();
    sockets[0]?.receive(stateChanged);
    expect(events).toEqual([]);

    const stateEvents: DeviceStateChangedEvent[] = [];
    const deviceClient = new RealtimeClient<DeviceStateChangedEvent>({
      url: 'ws://portal.test/api/v1/realtime',
      accessToken: () => token,
      events: ['DeviceStateChanged'],
      onEvent: (received) => stateEvents.push(received),
      createSocket: (url) => new TestWebSocket(url),
    });
    deviceClient.subscribe(channel);
    sockets[1]?.open();
    sockets[1]?.receive(event);
    sockets[1]?.receive(stateChanged);
    expect(stateEvents).toEqual([stateChanged]);
  });

  it('reconnects with backoff, with the newest token, and subscribes again', () => {
    client.subscribe(channel);
    sockets[0]?.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    // The server is still away: the next wait is twice as long.
    sockets[1]?.drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    token = 'token-2';
    sockets[2]?.drop();
    vi.advanceTimersByTime(4_000);
    sockets[3]?.open();
    expect(sockets[3]?.sent).toEqual([
      { type: 'authenticate', accessToken: 'token-2' },
      { type: 'subscribe', channel },
    ]);
    sockets[3]?.receive({ type: 'authenticated' });
    sockets[3]?.receive({ type: 'subscribed', channel });
    expect(resubscribed).toEqual([channel]);

    // Authenticated again: the backoff starts over.
    sockets[3]?.drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(5);
  });

  it('unsubscribes and closes for good on close (sign-out)', () => {
    client.subscribe(channel);
    sockets[0]?.open();
    client.close();
    expect(sockets[0]?.sent.at(-1)).toEqual({ type: 'unsubscribe', channel });
    expect(sockets[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('stops a pending reconnect on close', () => {
    client.subscribe(channel);
    sockets[0]?.drop();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
