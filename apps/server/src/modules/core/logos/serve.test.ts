import { LOGO_PATH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { brandingCompany, PNG, uploadedLogo } from '../../../test/brand-profile';
import { buildTestApp, expectError } from '../../../test/helper';

// GET files/logos/{fileId}: public (img tags send no bearer), cached for good, and only logos.

const { app, db } = await buildTestApp();
const { owner } = await brandingCompany(app, db);

describe('serving a logo', () => {
  it('answers the bytes inline to anyone, cached for good, with nosniff and a policy that runs nothing', async () => {
    // Large enough that compression would apply to it if it were on.
    const content = Buffer.concat([PNG, Buffer.alloc(8192)]);
    const logo = await uploadedLogo(app, owner.headers, {
      content,
      name: 'logo.png',
      type: 'image/png',
    });
    const served = await app.inject({ url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(content.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      etag: expect.stringMatching(/^"[0-9a-f]{64}"$/),
    });
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    // Not compressed: the body stays the bytes the length and the ETag describe.
    const asked = await app.inject({ url: logo.url, headers: { 'accept-encoding': 'gzip' } });
    expect(asked.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a browser that has the logo (If-None-Match with its ETag)', async () => {
    const logo = await uploadedLogo(app, owner.headers);
    const first = await app.inject({ url: logo.url });
    const again = await app.inject({
      url: logo.url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unknown logo and for a stored file that is no logo', async () => {
    const other = await app.files.put(Buffer.from('a price list'), { contentType: 'text/csv' });
    for (const id of ['logo-00000000-0000-4000-8000-000000000000.png', other.id, '..%2Fsecret']) {
      const missing = expectError(await app.inject({ url: `${LOGO_PATH}/${id}` }), 404);
      expect(missing.message).toBe('There is no logo with this id.');
    }
  });
});
