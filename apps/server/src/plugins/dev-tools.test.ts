import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../test/helper';
import { isLoopback } from './dev-tools';

// DEV_TOOLS as an operator leaves it (unset), in development, where they used to be on.
const unset = await buildTestApp({ DEV_TOOLS: undefined, NODE_ENV: 'development' });
const on = await buildTestApp({ DEV_TOOLS: 'true' });
const TOOLS = ['/api/dev/mail', '/api/dev/sms', '/dev/mail'];
const JSON_ACCEPT = { accept: 'application/json' };

describe('developer tools', () => {
  it.each(TOOLS)('%s is off by default: the 404 of any unknown path', async (url) => {
    expectError(await unset.app.inject({ url, headers: JSON_ACCEPT }), 404);
  });

  it.each(TOOLS)('%s answers a client on this machine when DEV_TOOLS=true', async (url) => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await on.app.inject({ url, remoteAddress });
      expect(response.statusCode, `${remoteAddress}: ${response.body}`).toBe(200);
    }
  });

  it.each(TOOLS)('%s answers 404 to a client elsewhere, whatever it forwards', async (url) => {
    for (const remoteAddress of ['10.9.0.1', '192.168.1.20', '2001:db8::1']) {
      const response = await on.app.inject({
        url,
        remoteAddress,
        headers: { ...JSON_ACCEPT, 'x-forwarded-for': '127.0.0.1' },
      });
      expect(expectError(response, 404).message).toBe(`GET ${url} does not exist.`);
    }
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::2', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
