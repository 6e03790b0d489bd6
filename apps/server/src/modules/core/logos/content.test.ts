import { LOGO_MAX_BYTES } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  brandingCompany,
  type LogoFile,
  PNG,
  postLogo,
  uploadedLogo,
  uploadForm,
  uploadParameters,
} from '../../../test/brand-profile';
import { buildTestApp, expectError } from '../../../test/helper';

// What an upload really is, read from its bytes: anything but a PNG, JPEG, WebP or SVG is
// refused naming the file, an SVG is stored without what could run or reach outside it, and a
// file over the limit is refused; none of these stores anything or spends the parameters.

const { app, db } = await buildTestApp();

const logosOf = (companyId: string) =>
  db.select().from(schema.brandLogos).where(eq(schema.brandLogos.partnerAccountId, companyId));

/** Uploads the file as the company's owner; answers the response and the company. */
async function upload(file: LogoFile | null, fields: Record<string, string> = {}) {
  const { company, owner } = await brandingCompany(app, db);
  const parameters = await uploadParameters(app, owner.headers);
  const answer = await postLogo(app, uploadForm(parameters, file, fields));
  const [token] = await db
    .select({ usedAt: schema.logoUploadTokens.usedAt })
    .from(schema.logoUploadTokens)
    .where(eq(schema.logoUploadTokens.token, parameters.token));
  return { answer, company, owner, spent: token?.usedAt !== null };
}

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

describe('a file that is no logo image (400 naming body.file, nothing stored)', () => {
  it.each<[string, LogoFile]>([
    [
      'a text file renamed .png',
      { content: 'just some text', name: 'logo.png', type: 'image/png' },
    ],
    ['HTML sent as image/png', { content: HTML, name: 'logo.png', type: 'image/png' }],
    ['HTML renamed .svg', { content: HTML, name: 'logo.svg', type: 'image/svg+xml' }],
    [
      'a GIF, an image of another format',
      {
        content: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
        name: 'logo.gif',
        type: 'image/gif',
      },
    ],
    ['a PDF', { content: '%PDF-1.4\n%âãÏÓ\n1 0 obj', name: 'logo.png', type: 'image/png' }],
    ['an empty file', { content: '', name: 'logo.png', type: 'image/png' }],
    [
      'an SVG that only pretends (svg text without the element)',
      {
        content: '<?xml version="1.0"?><html><svg-like/></html>',
        name: 'a.svg',
        type: 'image/svg+xml',
      },
    ],
  ])('%s', async (_, file) => {
    const { answer, company, spent } = await upload(file);
    const refused = expectError(answer, 400);
    expect(refused.fields).toEqual([
      { field: 'body.file', message: 'Not a PNG, JPEG, SVG or WebP image.' },
    ]);
    expect(await logosOf(company.id)).toEqual([]);
    expect(spent).toBe(false);
  });

  it('no file at all, or the file as a plain field', async () => {
    for (const fields of [{}, { file: 'iVBORw0KGgo=' }] as Record<string, string>[]) {
      const { answer, company } = await upload(null, fields);
      expect(expectError(answer, 400).fields?.map((f) => f.field)).toEqual(['body.file']);
      expect(await logosOf(company.id)).toEqual([]);
    }
  });

  it('an expire that is no number', async () => {
    const { answer } = await upload(
      { content: PNG, name: 'a.png', type: 'image/png' },
      { expire: 'tomorrow' },
    );
    expect(expectError(answer, 400).fields?.map((f) => f.field)).toEqual(['body.expire']);
  });
});

describe('a file over the size limit', () => {
  it('is refused with 413 naming the file, nothing stored', async () => {
    const content = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const { answer, company, spent } = await upload({
      content,
      name: 'big.png',
      type: 'image/png',
    });
    const refused = expectError(answer, 413);
    expect(refused.message).toBe('The logo is larger than 1 MiB.');
    expect(refused.fields?.map((f) => f.field)).toEqual(['body.file']);
    expect(await logosOf(company.id)).toEqual([]);
    expect(spent).toBe(false);
  });

  it('is taken at exactly the limit', async () => {
    const content = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length)]);
    const { answer } = await upload({ content, name: 'full.png', type: 'image/png' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().size).toBe(LOGO_MAX_BYTES);
  });
});

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- exported by a drawing program -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" onload="alert(1)">
  <style>.mark { fill: #0a7d5a; }</style>
  <script>alert(document.domain)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <a href="javascript:alert(2)"><rect class="mark" width="40" height="40" onclick="steal()"/></a>
  <circle cx="60" cy="20" r="10" fill="url(#g)" style="fill: url(https://tracker.example/p.png)"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe></foreignObject>
  <text x="80" y="25">Cascade&#160;Plumbing</text>
</svg>`;

describe('an SVG', () => {
  it('is stored sanitised: no script, event handler, foreignObject or outside reference; the drawing stays', async () => {
    const { owner } = await brandingCompany(app, db);
    const logo = await uploadedLogo(app, owner.headers, {
      content: HOSTILE_SVG,
      name: 'cascade.svg',
      type: 'image/svg+xml',
    });
    expect(logo).toMatchObject({ fileType: 'image/svg+xml', name: 'cascade.svg' });
    expect(logo.fileId).toMatch(/\.svg$/);
    const served = await app.inject({ url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const svg = served.body;
    expect(logo.size).toBe(served.rawPayload.length);
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'javascript:',
      'foreignObject',
      'iframe',
      'tracker.example',
      'evil.example',
    ]) {
      expect(svg, gone).not.toContain(gone);
    }
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const kept of [
      'viewBox="0 0 120 40"',
      '.mark { fill: #0a7d5a; }',
      '<rect class="mark" width="40" height="40"/>',
      'fill="url(#g)"',
      'xlink:href="data:image/png;base64,iVBORw0KGgo="',
      'Cascade\u00a0Plumbing',
    ]) {
      expect(svg, kept).toContain(kept);
    }
  });

  it('drops a style sheet that fetches from outside', async () => {
    const { owner } = await brandingCompany(app, db);
    const logo = await uploadedLogo(app, owner.headers, {
      content:
        '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/a.css);</style><rect width="1" height="1"/></svg>',
      name: 'a.svg',
      type: 'image/svg+xml',
    });
    const svg = (await app.inject({ url: logo.url })).body;
    expect(svg).not.toContain('evil.example');
    expect(svg).toContain('<rect width="1" height="1"/>');
  });
});
