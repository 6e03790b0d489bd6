import { createHmac } from 'node:crypto';
import {
  type ImageUploadToken,
  LOGO_PATH,
  LOGO_UPLOAD_PATH,
  UPLOAD_TOKEN_TTL_SECONDS,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  brandingCompany,
  JPEG,
  type LogoFile,
  PNG,
  postLogo,
  uploadedLogo,
  uploadForm,
  uploadParameters,
  WEBP,
} from '../../../test/brand-profile';
import { buildTestApp, expectError } from '../../../test/helper';

// POST files/upload: only with the parameters of tokens/imagekit, once and in time, and only
// a real PNG, JPEG, WebP or SVG within the size limit; anything refused stores nothing.

const { app, db } = await buildTestApp();

const logosOf = (companyId: string) =>
  db.select().from(schema.brandLogos).where(eq(schema.brandLogos.partnerAccountId, companyId));
const tokenRow = async (token: string) => {
  const [row] = await db
    .select()
    .from(schema.logoUploadTokens)
    .where(eq(schema.logoUploadTokens.token, token));
  return row;
};
/** Every file in the file store (the postgres backend, the tests' default). */
const storedFileCount = async () => {
  const { rows } = await db.execute<{ files: number }>(
    sql`select count(*)::int as files from stored_files`,
  );
  return rows[0]?.files ?? 0;
};
const png: LogoFile = { content: PNG, name: 'cascade.png', type: 'image/png' };

describe('uploading a logo', () => {
  it.each([
    ['a PNG', png, 'image/png', 'png'],
    ['a JPEG', { content: JPEG, name: 'c.jpg', type: 'image/jpeg' }, 'image/jpeg', 'jpg'],
    ['a WebP', { content: WEBP, name: 'c.webp', type: 'image/webp' }, 'image/webp', 'webp'],
    [
      'a PNG sent as application/octet-stream without extension',
      { content: PNG, name: 'logo', type: 'application/octet-stream' },
      'image/png',
      'png',
    ],
  ])(
    'stores %s as a new logo of the company and answers where it is served',
    async (_, file, type, ext) => {
      const { company, owner } = await brandingCompany(app, db);
      const logo = await uploadedLogo(app, owner.headers, file);
      expect(logo).toEqual({
        fileId: expect.stringMatching(new RegExp(`^logo-[0-9a-f-]{36}\\.${ext}$`)),
        name: file.name,
        url: `${LOGO_PATH}/${logo.fileId}`,
        size: file.content.length,
        fileType: type,
      });
      expect(await logosOf(company.id)).toEqual([
        expect.objectContaining({
          fileId: logo.fileId,
          uploadedBy: owner.user.id,
          contentType: type,
          size: file.content.length,
        }),
      ]);
      const served = await app.inject({ url: logo.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(file.content as Buffer)).toBe(true);
    },
  );

  it('keeps the fileName field as the name when one is sent', async () => {
    const { owner } = await brandingCompany(app, db);
    const parameters = await uploadParameters(app, owner.headers);
    const answer = await postLogo(app, uploadForm(parameters, png, { fileName: 'Cascade mark' }));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().name).toBe('Cascade mark');
  });

  it('spends the parameters: a second upload with them is refused (401) and stores nothing', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const parameters = await uploadParameters(app, owner.headers);
    const first = await postLogo(app, uploadForm(parameters, png));
    expect(first.statusCode, first.body).toBe(201);
    const files = await storedFileCount();
    const again = expectError(await postLogo(app, uploadForm(parameters, png)), 401);
    expect(again.message).toContain('used already');
    expect(await logosOf(company.id)).toHaveLength(1);
    expect(await storedFileCount()).toBe(files);
  });

  it('never replaces a stored logo: each upload is a new file, the first keeps its bytes', async () => {
    const { owner } = await brandingCompany(app, db);
    const other = await brandingCompany(app, db);
    const first = await uploadedLogo(app, owner.headers, png);
    const second = await uploadedLogo(app, other.owner.headers, {
      content: JPEG,
      name: 'cascade.png',
      type: 'image/png',
    });
    expect(second.fileId).not.toBe(first.fileId);
    const served = await app.inject({ url: first.url });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('upload parameters that are not good (401, nothing stored, the parameters unspent)', () => {
  type Change = (parameters: ImageUploadToken) => Record<string, string>;
  it.each<[string, Change, string]>([
    ['a forged signature', () => ({ signature: 'ab'.repeat(32) }), 'does not match'],
    ['a signature that is no hex', () => ({ signature: 'not hex at all' }), 'does not match'],
    ['an altered expire', (p) => ({ expire: String(p.expire + 3600) }), 'does not match'],
    [
      'an unknown token',
      () => ({ token: '6f1c2b4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f' }),
      'does not match',
    ],
  ])('%s', async (_, change, message) => {
    const { company, owner } = await brandingCompany(app, db);
    const parameters = await uploadParameters(app, owner.headers);
    const files = await storedFileCount();
    const form = uploadForm(parameters, png, change(parameters));
    const refused = expectError(await postLogo(app, form), 401);
    expect(refused.message).toContain(message);
    expect(await logosOf(company.id)).toEqual([]);
    expect(await storedFileCount()).toBe(files);
    expect((await tokenRow(parameters.token))?.usedAt).toBeNull();
  });

  it('expired parameters, though signed for their expiry', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const parameters = await uploadParameters(app, owner.headers);
    const issued = await tokenRow(parameters.token);
    expect(issued?.expiresAt.getTime()).toBe(parameters.expire * 1000);
    expect(parameters.expire - Date.now() / 1000).toBeLessThanOrEqual(UPLOAD_TOKEN_TTL_SECONDS);
    const expire = Math.floor(Date.now() / 1000) - 60;
    await db
      .update(schema.logoUploadTokens)
      .set({ expiresAt: new Date(expire * 1000) })
      .where(eq(schema.logoUploadTokens.token, parameters.token));
    // As tokens/imagekit would have signed them for that time: only the time is wrong.
    const signature = createHmac('sha256', issued?.secret ?? '')
      .update(`${parameters.token}${expire}`)
      .digest('hex');
    const form = uploadForm({ ...parameters, expire, signature }, png);
    const refused = expectError(await postLogo(app, form), 401);
    expect(refused.message).toContain('expired');
    expect(await logosOf(company.id)).toEqual([]);
  });
});

describe('the upload needs no bearer, so it is rate limited', () => {
  it('refuses the 31st upload from one address within a minute with 429; another address is served', async () => {
    const form = () => uploadForm({ token: 'x', expire: 0, signature: 'x', uploadUrl: '' }, png);
    const post = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: LOGO_UPLOAD_PATH, payload: form(), remoteAddress });
    for (let i = 0; i < 30; i += 1) {
      expect((await post('192.0.2.50')).statusCode).toBe(400);
    }
    expect(expectError(await post('192.0.2.50'), 429).message).toMatch(/^Too many requests/);
    expect((await post('192.0.2.51')).statusCode).toBe(400);
  });
});
