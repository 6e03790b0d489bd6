import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { DownloadConnection, DownloadItem } from '@portal/contracts';
import { connect, schema } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { parse as parseDisposition } from 'content-disposition';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../files/file-store';
import { PostgresFileBackend } from '../../files/postgres-backend';
import { buildTestApp, expectError } from '../../test/helper';
import { loner } from '../../test/partners';
import { storedLibrary } from './library';

// GET and HEAD /api/v1/downloads/files/{fileId}: the library's files as direct links, public
// (a browser opens them without our token), cached for good, and nothing else of the store.

const { app, db } = await buildTestApp();
const { headers } = await loner(app, db);
/** An empty database of its own, for instances that store the files from nothing. */
const database = connect(await createTestDatabase(), { max: 4 });
afterAll(() => database.close());
const FOREVER = 'public, max-age=31536000, immutable';

async function list(path: string): Promise<DownloadConnection> {
  const response = await app.inject({ url: `/api/v1/downloads/${path}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DownloadConnection>();
}
const download = (link: string, more: Record<string, string> = {}) =>
  app.inject({ url: link, headers: more });
const nameOf = (disposition: unknown) => parseDisposition(String(disposition)).parameters.filename;

/** The entries of a zip, read from its central directory as an unzip program does. */
function zipEntries(zip: Buffer): { name: string; content: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from('PK\u0005\u0006', 'latin1'));
  let at = zip.readUInt32LE(end + 16);
  return Array.from({ length: zip.readUInt16LE(end + 10) }, () => {
    const compressed = zip.readUInt16LE(at + 10) === 8;
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    return { name, content: compressed ? inflateRawSync(data) : data };
  });
}

const sheets = await list('proseries/dataSheets?language=fr-CA');
const sheet = sheets.nodes.find((node) => node.id === 'home-hub') as DownloadItem;
const photos = await list('proseries/productImages');
const photo = photos.nodes.find((node) => node.id === 'home-hub-photo') as DownloadItem;

describe('a file of the library', () => {
  it.each([
    [
      'a data sheet (PDF)',
      sheet,
      'application/pdf',
      '%PDF-',
      'Concentrateur Aeris Home - Fiche technique.pdf',
    ],
    ['a product image (PNG)', photo, 'image/png', '\u0089PNG\r\n\u001a\n', 'Aeris Home Hub.png'],
  ])(
    '%s: to anyone, with its listed size, a download name, cached for good',
    async (_, item, type, start, name) => {
      const response = await download(item.downloadLink);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': type,
        'content-length': String(item.size),
        'cache-control': FOREVER,
        etag: expect.stringMatching(/^"[0-9a-f]{64}"$/),
      });
      expect(response.rawPayload.length).toBe(item.size);
      expect(response.rawPayload.subarray(0, start.length).toString('latin1')).toBe(start);
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment/);
      expect(nameOf(response.headers['content-disposition'])).toBe(name);
    },
  );

  it('is the same bytes as the id says: its ETag is their hash', async () => {
    const response = await download(sheet.downloadLink);
    const hash = createHash('sha256').update(response.rawPayload).digest('hex');
    expect(response.headers.etag).toBe(`"${hash}"`);
    expect(sheet.downloadLink).toContain(hash.slice(0, 16));
  });

  it('is never compressed, so the bytes stay those the length and the ETag describe', async () => {
    const response = await download(sheet.downloadLink, { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(sheet.size);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: photo.downloadLink });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(photo.size),
      'cache-control': FOREVER,
    });
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 304 to a browser that has it (If-None-Match with its ETag)', async () => {
    const first = await download(sheet.downloadLink);
    const again = await download(sheet.downloadLink, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(FOREVER);
  });

  it('answers a byte range with 206 and those bytes', async () => {
    const whole = await download(photo.downloadLink);
    const part = await download(photo.downloadLink, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 100-199/${photo.size}`,
      'content-length': '100',
    });
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
  });
});

describe("a category's download-all zip", () => {
  it.each([
    ['water', 'es-419', 'Agua - todos los archivos.zip'],
    ['zoning', 'en', 'Zoning - all files.zip'],
    ['force', 'fr-CA', 'Zonage à air pulsé - tous les fichiers.zip'],
  ])("%s in %s holds that category's files in that language", async (category, language, name) => {
    const { nodes, bundle } = await list(`hvacWater/${category}?language=${language}&first=100`);
    if (!bundle) throw new Error(`${category} has no zip`);
    const response = await download(bundle.downloadLink);
    expect(response.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-length': String(bundle.size),
      'cache-control': FOREVER,
    });
    expect(nameOf(response.headers['content-disposition'])).toBe(name);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    const entries = zipEntries(response.rawPayload);
    const files = await Promise.all(nodes.map((node) => download(node.downloadLink)));
    // In the list's order, each under the name its own link offers, with the same bytes.
    expect(entries.map((entry) => entry.name)).toEqual(
      files.map((file) => nameOf(file.headers['content-disposition'])),
    );
    for (const [index, entry] of entries.entries()) {
      expect(entry.content.equals(files[index]?.rawPayload ?? Buffer.alloc(0)), entry.name).toBe(
        true,
      );
    }
  });
});

describe('anything else', () => {
  it('answers 404 for an id that is no file of the library, even a stored one', async () => {
    const stored = await app.files.put(Buffer.from('sku,price\n'), {
      id: 'download-price-list.csv',
      contentType: 'text/csv',
    });
    const logo = await app.files.put(Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    for (const id of [
      'download-home-hub-en-0000000000000000.pdf',
      stored.id,
      logo.id,
      '..%2F..%2Fpackage.json',
    ]) {
      const missing = expectError(await download(`/api/v1/downloads/files/${id}`), 404);
      expect(missing.message).toBe('There is no download with this id.');
    }
  });
});

describe('storing the files', () => {
  const storedCount = async () =>
    (await database.db.select({ files: count() }).from(schema.storedFiles))[0]?.files;

  it('two instances starting at once store each file once; a restart stores nothing', async () => {
    const instances = [0, 1].map(() => new FileStore(new PostgresFileBackend(database.db)));
    const [library] = await Promise.all(instances.map((files) => storedLibrary(files)));
    if (!library) throw new Error('no library');
    expect(await storedCount()).toBe(library.files.size);
    const [one] = library.files.values();
    const first = one && (await instances[0]?.stat(one.id));

    const restarted = new FileStore(new PostgresFileBackend(database.db));
    await storedLibrary(restarted);
    expect(await storedCount()).toBe(library.files.size);
    for (const file of library.files.values()) {
      const stored = await restarted.get(file.id);
      expect(stored?.content.equals(file.content), file.id).toBe(true);
      expect(stored?.file).toMatchObject({
        contentType: file.contentType,
        fileName: file.fileName,
      });
    }
    expect(one && (await restarted.stat(one.id))?.createdAt).toEqual(first?.createdAt);
  });
});
