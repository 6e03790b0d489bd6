import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../test/helper';

type Received = { method: string | undefined; type: string | undefined; body: unknown };

/** A stand-in SMS gateway on a free local port that records what it receives. */
async function startGateway(status: number) {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        type: request.headers['content-type'],
        body: JSON.parse(body),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms`, received };
}

async function outbox(app: Awaited<ReturnType<typeof buildTestApp>>['app'], query = '') {
  const response = await app.inject({ url: `/api/dev/sms${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('SMS without SMS_WEBHOOK_URL', () => {
  const built = buildTestApp();

  it('stores each message in the outbox, newest first, filtered by number', async () => {
    const { app } = await built;
    await app.sms.send({ to: '+15035550100', text: 'first' });
    await app.sms.send({ to: '+15035550199', text: 'second' });
    const all = await outbox(app);
    expect(all.totalCount).toBe(2);
    expect(all.nodes.map((n: { text: string }) => n.text)).toEqual(['second', 'first']);
    expect(all.nodes[0]).toMatchObject({ to: '+15035550199', transport: 'outbox' });
    // A + left unencoded in a query string reads as a space; both spellings find the number.
    for (const filter of ['%2B15035550100', '+15035550100']) {
      const one = await outbox(app, `?filterBy=${filter}`);
      expect(one.nodes.map((n: { text: string }) => n.text)).toEqual(['first']);
    }
    const page = await outbox(app, '?first=1');
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await outbox(app, `?first=1&after=${page.pageInfo.endCursor}`);
    expect(next.nodes.map((n: { text: string }) => n.text)).toEqual(['first']);
    expectError(await app.inject({ url: '/api/dev/sms?first=0' }), 400);
  });
});

describe('SMS with SMS_WEBHOOK_URL', () => {
  it('POSTs { to, text } as JSON to the gateway, and keeps a copy outside production', async () => {
    const gateway = await startGateway(202);
    const { app } = await buildTestApp({ SMS_WEBHOOK_URL: gateway.url });
    await app.sms.send({ to: '+4930123456', text: 'Hallo' });
    expect(gateway.received).toEqual([
      { method: 'POST', type: 'application/json', body: { to: '+4930123456', text: 'Hallo' } },
    ]);
    expect((await outbox(app)).nodes).toMatchObject([{ to: '+4930123456', transport: 'webhook' }]);
  });

  it('fails when the gateway refuses, and stores nothing', async () => {
    const gateway = await startGateway(500);
    const { app } = await buildTestApp({ SMS_WEBHOOK_URL: gateway.url });
    await expect(app.sms.send({ to: '+4930123456', text: 'x' })).rejects.toThrow(/500/);
    expect((await outbox(app)).totalCount).toBe(0);
  });
});
