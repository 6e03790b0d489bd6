import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { expectError } from '../test/helper';
import { errorsPlugin } from './errors';

// No route of the app throws on purpose, so a tiny server with the real errors plugin
// shows what a client sees when something unexpected breaks.
const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(errorsPlugin);
app.get('/boom', async () => {
  throw new Error('db password is hunter2');
});
app.get('/boom-with-status', async () => {
  throw Object.assign(new Error('upstream secret-host:5432 refused'), { statusCode: 502 });
});
app.get('/conflict', async () => {
  throw new AppError(409, 'An invite is already pending.', 'PENDING_INVITE_EXISTS');
});
app.get(
  '/validated',
  { schema: { querystring: z.object({ first: z.coerce.number().max(100) }) } },
  () => ({}),
);
await app.ready();
afterAll(() => app.close());

describe('the central error handler', () => {
  it('turns an unexpected error into a 500 with the generic message and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    const body = expectError(response, 500);
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('errors.test');
  });

  it('never shows the message of an unexpected 5xx either', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom-with-status' });
    expectError(response, 500);
    expect(response.body).not.toContain('secret-host');
  });

  it('passes an AppError on as it is, with its reason code', async () => {
    const body = expectError(await app.inject({ method: 'GET', url: '/conflict' }), 409);
    expect(body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An invite is already pending.',
      reasonCode: 'PENDING_INVITE_EXISTS',
    });
  });

  it('names each invalid field of a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/validated?first=500' });
    const body = expectError(response, 400);
    expect(body.fields?.map((f) => f.field)).toEqual(['querystring.first']);
    expect(body.message).toMatch(/^Invalid request\. querystring\.first: /);
  });
});
