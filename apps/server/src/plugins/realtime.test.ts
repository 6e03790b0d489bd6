import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  householdChannel,
  type ProNotificationEvent,
  proChannel,
  REALTIME_CLOSE_UNAUTHENTICATED,
  type RealtimeServerMessage,
} from '@portal/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LISTENER_APPLICATION_NAME } from '../realtime/listener';
import { publishDeviceStateChange, publishRemoteSessionChange } from '../realtime/publish';
import { buildTestApp } from '../test/helper';
import { createHousehold, householdUser } from '../test/homeowners';
import { createCompany, loner, member } from '../test/partners';

// Two instances on one database, as behind a load balancer: events raised through A must
// reach the sockets of B by LISTEN/NOTIFY, not through memory.
const a = await buildTestApp();
const b = await buildTestApp({}, { databaseUrl: a.databaseUrl });

const WAIT_MS = 5_000;

let urlOfB = '';
beforeAll(async () => {
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  urlOfB = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/api/v1/realtime`;
  await b.app.realtime.listener.whenListening();
});

const sockets: WebSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.terminate();
});

/** A socket on instance B whose messages are read in order, each awaited with a timeout. */
class Client {
  private readonly received: RealtimeServerMessage[] = [];
  private waiter: (() => void) | undefined;
  readonly closed: Promise<number>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as RealtimeServerMessage);
      this.waiter?.();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  static async open(): Promise<Client> {
    const socket = new WebSocket(urlOfB);
    sockets.push(socket);
    const client = new Client(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Opens a socket and authenticates it with the token of these request headers. */
  static async signedIn(headers: { authorization: string }): Promise<Client> {
    const client = await Client.open();
    client.send({
      type: 'authenticate',
      accessToken: headers.authorization.slice('Bearer '.length),
    });
    expect(await client.next()).toEqual({ type: 'authenticated' });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message, failing the test when none comes within WAIT_MS. */
  async next(): Promise<RealtimeServerMessage> {
    const deadline = Date.now() + WAIT_MS;
    while (this.received.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no realtime message arrived in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = undefined;
    }
    return this.received.shift() as RealtimeServerMessage;
  }

  async subscribe(channel: string): Promise<void> {
    this.send({ type: 'subscribe', channel });
    expect(await this.next()).toEqual({ type: 'subscribed', channel });
  }
}

/** Raises an event the way apps/server/src/realtime/publish.ts does, through instance A's pool. */
type Reason = ProNotificationEvent['reason'];

async function notify(pool: pg.Pool, partnerAccountId: string, reason: Reason = 'ADD_REQUEST') {
  const payload = JSON.stringify({
    channel: proChannel(partnerAccountId),
    type: 'ProNotificationEvent',
    reason,
  });
  await pool.query('select pg_notify($1, $2)', ['portal_realtime', payload]);
}

function event(partnerAccountId: string, reason: Reason = 'ADD_REQUEST'): ProNotificationEvent {
  return { type: 'ProNotificationEvent', channel: proChannel(partnerAccountId), reason };
}

async function closeCode(client: Client): Promise<number> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the socket was not closed in time')), 2 * WAIT_MS),
  );
  return Promise.race([client.closed, timeout]);
}

describe('the realtime hub', () => {
  it('forwards an event raised through one instance to a member subscribed on another', async () => {
    const company = await createCompany(a.db);
    // Signed in through A, connected to B: tokens and memberships live in the shared database.
    const owner = await member(a.app, a.db, company, ['OWNER']);
    const client = await Client.signedIn(owner.headers);
    await client.subscribe(proChannel(company.id));

    await notify(a.pool, company.id);
    expect(await client.next()).toEqual(event(company.id));
  });

  it('does not forward another company’s events', async () => {
    const mine = await createCompany(a.db);
    const theirs = await createCompany(a.db);
    const technician = await member(a.app, a.db, mine, ['TECHNICIAN']);
    const client = await Client.signedIn(technician.headers);
    await client.subscribe(proChannel(mine.id));

    // NOTIFY keeps commit order: had the first event reached the client, it would come first.
    await notify(a.pool, theirs.id, 'EMPLOYEE');
    await notify(a.pool, mine.id, 'REMOTE_ACCESS');
    expect(await client.next()).toEqual(event(mine.id, 'REMOTE_ACCESS'));
  });

  it('refuses a channel to anyone but an ACTIVE member of the company', async () => {
    const company = await createCompany(a.db);
    const other = await createCompany(a.db);
    const outsider = await member(a.app, a.db, other, ['OWNER']);
    const pending = await member(a.app, a.db, company, ['TECHNICIAN'], { status: 'PENDING' });
    const inactive = await member(a.app, a.db, company, ['OWNER'], { status: 'INACTIVE' });
    const stranger = await loner(a.app, a.db);

    for (const someone of [outsider, pending, inactive, stranger]) {
      const client = await Client.signedIn(someone.headers);
      for (const channel of [proChannel(company.id), 'pro:not-a-uuid', 'admin:everything']) {
        client.send({ type: 'subscribe', channel });
        const answer = await client.next();
        expect(answer.type, `${channel} for ${someone.user.email}`).toBe('error');
      }
    }

    // Refused means not subscribed: the outsider gets their own company's event, not this one.
    const client = await Client.signedIn(outsider.headers);
    client.send({ type: 'subscribe', channel: proChannel(company.id) });
    expect((await client.next()).type).toBe('error');
    await client.subscribe(proChannel(other.id));
    await notify(a.pool, company.id);
    await notify(a.pool, other.id, 'EMPLOYEE');
    expect(await client.next()).toEqual(event(other.id, 'EMPLOYEE'));
  });

  it("forwards a household's session and device events to its members, of any role", async () => {
    const household = await createHousehold(a.db);
    const guest = await householdUser(a.app, a.db, household, 'GUEST');
    const company = await createCompany(a.db);
    const owner = await member(a.app, a.db, company, ['OWNER']);
    const channel = householdChannel(household.id);
    const homeowner = await Client.signedIn(guest.headers);
    await homeowner.subscribe(channel);
    const partner = await Client.signedIn(owner.headers);
    await partner.subscribe(proChannel(company.id));

    const audience = { partnerAccountId: company.id, consumerAccountId: household.id };
    const session = { partnerDeviceSessionId: randomUUID(), deviceId: randomUUID() };
    await publishRemoteSessionChange(a.db, audience, { ...session, change: 'Approved' });
    const changed = { type: 'RemoteSessionChanged', ...session, change: 'Approved' };
    expect(await homeowner.next()).toEqual({ ...changed, channel });
    expect(await partner.next()).toEqual({ ...changed, channel: proChannel(company.id) });
    await publishDeviceStateChange(a.db, audience, session.deviceId);
    expect(await homeowner.next()).toEqual({
      type: 'DeviceStateChanged',
      channel,
      deviceId: session.deviceId,
    });
  });

  it("refuses a household's channel to anyone but its members", async () => {
    const household = await createHousehold(a.db);
    const other = await createHousehold(a.db);
    const outsider = await householdUser(a.app, a.db, other, 'ADMIN');
    const company = await createCompany(a.db);
    const owner = await member(a.app, a.db, company, ['OWNER']);
    const stranger = await loner(a.app, a.db);
    for (const someone of [outsider, owner, stranger]) {
      const client = await Client.signedIn(someone.headers);
      for (const channel of [householdChannel(household.id), 'household:not-a-uuid']) {
        client.send({ type: 'subscribe', channel });
        expect(await client.next()).toEqual({
          type: 'error',
          message: `You may not subscribe to ${channel}: only members of the household may.`,
        });
      }
    }
    // Refused means not subscribed: the outsider hears their own household only.
    const client = await Client.signedIn(outsider.headers);
    client.send({ type: 'subscribe', channel: householdChannel(household.id) });
    expect((await client.next()).type).toBe('error');
    await client.subscribe(householdChannel(other.id));
    const deviceId = randomUUID();
    await publishDeviceStateChange(
      a.db,
      { partnerAccountId: null, consumerAccountId: household.id },
      deviceId,
    );
    await publishDeviceStateChange(
      a.db,
      { partnerAccountId: null, consumerAccountId: other.id },
      deviceId,
    );
    expect(await client.next()).toEqual({
      type: 'DeviceStateChanged',
      channel: householdChannel(other.id),
      deviceId,
    });
  });

  it('stops forwarding after unsubscribe', async () => {
    const company = await createCompany(a.db);
    const owner = await member(a.app, a.db, company, ['OWNER']);
    const admin = await member(a.app, a.db, company, ['COMPANY_ADMIN']);
    const leaving = await Client.signedIn(owner.headers);
    const staying = await Client.signedIn(admin.headers);
    const channel = proChannel(company.id);
    await leaving.subscribe(channel);
    await staying.subscribe(channel);

    leaving.send({ type: 'unsubscribe', channel });
    expect(await leaving.next()).toEqual({ type: 'unsubscribed', channel });
    await notify(a.pool, company.id, 'EMPLOYEE');
    // Once the staying socket has it, B has handed the event to every subscriber there was.
    expect(await staying.next()).toEqual(event(company.id, 'EMPLOYEE'));

    await leaving.subscribe(channel);
    await notify(a.pool, company.id, 'ADD_REQUEST');
    expect(await leaving.next()).toEqual(event(company.id, 'ADD_REQUEST'));
  });

  it('answers a malformed message with an error and keeps the socket', async () => {
    const company = await createCompany(a.db);
    const owner = await member(a.app, a.db, company, ['OWNER']);
    const client = await Client.open();

    for (const message of [
      '{not json',
      '42',
      JSON.stringify({ type: 'shout', channel: 'x' }),
      JSON.stringify({ type: 'subscribe' }),
    ]) {
      client.send(message);
      expect((await client.next()).type, message).toBe('error');
    }
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await client.next()).type).toBe('error');

    // Subscribing before authenticating is refused too, without closing the socket.
    client.send({ type: 'subscribe', channel: proChannel(company.id) });
    expect((await client.next()).type).toBe('error');

    client.send({ type: 'authenticate', accessToken: owner.headers.authorization.slice(7) });
    expect(await client.next()).toEqual({ type: 'authenticated' });
    await client.subscribe(proChannel(company.id));
  });

  it('closes a socket whose token is refused with 4401', async () => {
    const client = await Client.open();
    client.send({ type: 'authenticate', accessToken: 'not.a.token' });
    expect((await client.next()).type).toBe('error');
    expect(await closeCode(client)).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
  });

  it('closes a socket that never authenticates with 4401', async () => {
    const client = await Client.open();
    expect(await closeCode(client)).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
  });

  it('listens again after its database connection is cut, and events flow again', async () => {
    const company = await createCompany(a.db);
    const owner = await member(a.app, a.db, company, ['OWNER']);
    const client = await Client.signedIn(owner.headers);
    await client.subscribe(proChannel(company.id));

    const listener = b.app.realtime.listener;
    const relistening = new Promise<void>((resolve) => listener.once('listening', resolve));
    // Both instances' LISTEN connections of this database, as when PostgreSQL restarts.
    const { rowCount } = await a.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(rowCount).toBe(2);
    await relistening;

    await notify(a.pool, company.id, 'EMPLOYEE');
    expect(await client.next()).toEqual(event(company.id, 'EMPLOYEE'));
  });

  it('is hidden from the OpenAPI document, which cannot describe a WebSocket', async () => {
    const response = await a.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = response.json<{ paths: Record<string, unknown> }>();
    expect(paths['/api/v1/realtime']).toBeUndefined();
  });
});
