import { PASSWORD_REALM_GRANT } from '@portal/contracts';
import { type Database, hashPassword, schema } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const CLIENT_ID = 'partner-portal';
export const PASSWORD = 'correct horse battery';

let counter = 0;
/** A user who can sign in with PASSWORD; a fresh email each call unless given. */
export async function createUser(
  db: Database,
  values: { email?: string; emailVerified?: boolean; locale?: string } = {},
) {
  counter += 1;
  const [user] = await db
    .insert(schema.users)
    .values({
      email: values.email ?? `user${counter}-${Date.now()}@example.test`,
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: values.emailVerified ?? true,
      firstName: 'Test',
      lastName: `User ${counter}`,
      locale: values.locale ?? 'en',
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

function passwordGrant(username: string, password: string, extra: Record<string, string> = {}) {
  return {
    grant_type: PASSWORD_REALM_GRANT,
    realm: 'Username-Password-Authentication',
    client_id: CLIENT_ID,
    username,
    password,
    scope: 'openid profile email',
    ...extra,
  };
}

export function passwordLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  ip = '10.1.0.1',
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    remoteAddress: ip,
    payload: passwordGrant(username, password, extra),
  });
}

/** A sign-in that reaches the server from the proxy at `proxy`, carrying `forwardedFor`. */
export function passwordLoginThroughProxy(
  app: FastifyInstance,
  username: string,
  password: string,
  route: ProxyRoute,
) {
  return app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    remoteAddress: route.proxy,
    headers: { 'x-forwarded-for': route.forwardedFor },
    payload: passwordGrant(username, password),
  });
}

type ProxyRoute = { proxy: string; forwardedFor: string };

/** One wrong password through a proxy per route, each answered 403 invalid_grant. */
export async function failThroughProxy(app: FastifyInstance, email: string, routes: ProxyRoute[]) {
  for (const [i, route] of routes.entries()) {
    const answer = await passwordLoginThroughProxy(app, email, `wrong-${i}-x`, route);
    expectAuth0Error(answer, 403, 'invalid_grant');
  }
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** Asserts Auth0's error shape: exactly `{ error, error_description }`, JSON. */
export function expectAuth0Error(response: Answer, statusCode: number, error: string) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'error_description']);
  expect(body.error).toBe(error);
  expect(String(body.error_description).length).toBeGreaterThan(0);
  return body as { error: string; error_description: string };
}

export type OutboxNode = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: { label: string; url: string }[];
  createdAt: string;
};

/** The mails sent to one address, newest first, read through the dev outbox API. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxNode[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/mail?filterBy=${encodeURIComponent(to)}&first=100`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { nodes: OutboxNode[] }).nodes;
}

/** The path and query of the first link of the newest mail to an address. */
export async function newestLink(app: FastifyInstance, to: string): Promise<string> {
  const [mail] = await mailsTo(app, to);
  const url = mail?.links[0]?.url;
  if (!url) throw new Error(`no link mailed to ${to}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
