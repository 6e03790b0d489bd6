import { createHmac } from 'node:crypto';
import { LOGO_UPLOAD_PATH, type PartnerRole, UPLOAD_TOKEN_TTL_SECONDS } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandingCompany } from '../../../test/brand-profile';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, loner, member } from '../../../test/partners';

// GET core/tokens/imagekit and proUsers/my/tokens/imagekit: single-use parameters for one
// logo upload, for those who manage a brand profile in an ACTIVE company.

const { app, db } = await buildTestApp();

const PATHS = ['/api/v1/core/tokens/imagekit', '/api/v1/proUsers/my/tokens/imagekit'];
type Headers = { authorization: string };
const ask = (path: string, headers: Headers, partnerAccountId?: string) =>
  app.inject({
    url: partnerAccountId ? `${path}?partnerAccountId=${partnerAccountId}` : path,
    headers,
  });

describe.each(PATHS)('GET %s', (path) => {
  it.each<[PartnerRole]>([['OWNER'], ['COMPANY_ADMIN'], ['MARKETING']])(
    '%s gets parameters for its company, signed with a secret of their own, valid for the TTL',
    async (role) => {
      const { company } = await brandingCompany(app, db);
      const caller = await member(app, db, company, [role]);
      const before = Math.floor(Date.now() / 1000);
      const answer = await ask(path, caller.headers);
      expect(answer.statusCode, answer.body).toBe(200);
      const parameters = answer.json();
      expect(parameters).toEqual({
        token: expect.any(String),
        expire: expect.any(Number),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
        uploadUrl: LOGO_UPLOAD_PATH,
      });
      expect(parameters.expire - before).toBeGreaterThanOrEqual(UPLOAD_TOKEN_TTL_SECONDS);
      expect(parameters.expire - before).toBeLessThanOrEqual(UPLOAD_TOKEN_TTL_SECONDS + 5);
      const [row] = await db
        .select()
        .from(schema.logoUploadTokens)
        .where(eq(schema.logoUploadTokens.token, parameters.token));
      expect(row).toMatchObject({
        partnerAccountId: company.id,
        userId: caller.user.id,
        usedAt: null,
      });
      const signed = createHmac('sha256', row?.secret ?? '')
        .update(`${parameters.token}${parameters.expire}`)
        .digest('hex');
      expect(parameters.signature).toBe(signed);
    },
  );

  it.each<[PartnerRole]>([['TECHNICIAN'], ['SALES'], ['MEMBER'], ['GUEST']])(
    '%s gets 403 and no parameters',
    async (role) => {
      const { company } = await brandingCompany(app, db);
      const caller = await member(app, db, company, [role]);
      const refused = expectError(await ask(path, caller.headers), 403);
      expect(refused.message).toContain('brandProfile:manage');
      const rows = await db
        .select()
        .from(schema.logoUploadTokens)
        .where(eq(schema.logoUploadTokens.userId, caller.user.id));
      expect(rows).toEqual([]);
    },
  );

  it('someone of no company gets 403; a company not approved yet, 403', async () => {
    const nobody = await loner(app, db);
    expect(expectError(await ask(path, nobody.headers), 403).message).toBe(
      'Only members of a partner company may upload a logo.',
    );
    const pending = await createCompany(db, { status: 'PENDING' });
    const owner = await member(app, db, pending, ['OWNER']);
    expect(expectError(await ask(path, owner.headers), 403).message).toContain('not approved');
  });

  it('names one of the caller’s companies; another company answers 404', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const second = await createCompany(db);
    await db
      .insert(schema.partnerUsers)
      .values({ partnerAccountId: second.id, userId: owner.user.id, roles: ['MARKETING'] });
    const answer = await ask(path, owner.headers, second.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await db
      .select({ partnerAccountId: schema.logoUploadTokens.partnerAccountId })
      .from(schema.logoUploadTokens)
      .where(eq(schema.logoUploadTokens.token, answer.json().token));
    expect(row?.partnerAccountId).toBe(second.id);
    const other = await brandingCompany(app, db);
    const missing = expectError(await ask(path, other.owner.headers, company.id), 404);
    expect(missing.message).toBe('No company with this id.');
  });

  it('answers 401 without a token', async () => {
    expectError(await app.inject({ url: path }), 401);
  });
});
