import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../test/helper';
import { CLIENT_ID, type OutboxNode } from '../test/identity';

// A real SMTP server on a free loopback port, receiving what the portal sends.
const received: { from: string; to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const port = (smtp.server.address() as AddressInfo).port;

const viaSmtp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
const outboxOnly = await buildTestApp();

function signup(app: typeof viaSmtp.app, email: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/dbconnections/signup',
    payload: {
      client_id: CLIENT_ID,
      connection: 'Username-Password-Authentication',
      email,
      password: 'a sturdy Passphrase 1',
    },
  });
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link. */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('mail through SMTP_URL', () => {
  it('delivers the verification mail to a real SMTP server, text and HTML', async () => {
    expect((await signup(viaSmtp.app, 'smtp.person@example.test')).statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('no-reply@aerishome.example');
    expect(message?.to).toEqual(['smtp.person@example.test']);
    const raw = readable(message?.raw ?? '');
    expect(raw).toContain('Subject: Verify your email address');
    expect(raw).toContain('From: Aeris Pro Portal <no-reply@aerishome.example>');
    expect(raw).toContain('multipart/alternative');
    expect(raw).toMatch(/http:\/\/localhost:8080\/auth\/verify-email\?ticket=[\w-]{43}/);
    expect(raw).toContain('text/html');
  });
});

describe('the dev outbox', () => {
  it('GET /api/dev/mail lists mails newest first with cursor paging', async () => {
    for (const name of ['first', 'second', 'third']) {
      await signup(outboxOnly.app, `${name}@example.test`);
    }
    const page1 = await outboxOnly.app.inject({ method: 'GET', url: '/api/dev/mail?first=2' });
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json() as {
      nodes: OutboxNode[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
      totalCount: number;
    };
    expect(body1.totalCount).toBe(3);
    expect(body1.nodes.map((n) => n.to)).toEqual(['third@example.test', 'second@example.test']);
    expect(body1.pageInfo.hasNextPage).toBe(true);
    expect(Object.keys(body1.nodes[0] ?? {}).sort()).toEqual([
      'createdAt',
      'html',
      'id',
      'links',
      'subject',
      'text',
      'to',
    ]);
    const page2 = await outboxOnly.app.inject({
      method: 'GET',
      url: `/api/dev/mail?first=2&after=${body1.pageInfo.endCursor}`,
    });
    const body2 = page2.json() as { nodes: OutboxNode[]; pageInfo: { hasNextPage: boolean } };
    expect(body2.nodes.map((n) => n.to)).toEqual(['first@example.test']);
    expect(body2.pageInfo.hasNextPage).toBe(false);
  });

  it('a bad cursor or page size answers 400 in the API error shape', async () => {
    expectError(await outboxOnly.app.inject({ method: 'GET', url: '/api/dev/mail?after=zz' }), 400);
    expectError(
      await outboxOnly.app.inject({ method: 'GET', url: '/api/dev/mail?first=500' }),
      400,
    );
  });

  it('GET /dev/mail shows the mails as a page with clickable links', async () => {
    const response = await outboxOnly.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Mail outbox</h1>');
    expect(response.body).toMatch(/<a href="http:\/\/localhost:8080\/auth\/verify-email\?ticket=/);
  });
});
