import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { startS3Server } from '../test/s3';
import { CHUNK_BYTES } from './postgres-backend';
import { FileExistsError } from './stored-file';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-files-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const backends = [
  { store: 'postgres', ...(await buildTestApp()) },
  { store: 'disk', ...(await buildTestApp({ FILE_STORE: 'disk', DATA_DIR: dataDir })) },
  { store: 's3', ...(await buildTestApp(await startS3Server())) },
];

/** Over two PostgreSQL parts and a bit, so that reads cross part boundaries. */
const large = randomBytes(2 * CHUNK_BYTES + 12_345);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The content as a stream of uneven pieces, as an upload arrives. */
function trickle(content: Buffer, pieceBytes = 70_001): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < content.length; at += pieceBytes) {
    pieces.push(content.subarray(at, at + pieceBytes));
  }
  return Readable.from(pieces);
}

describe.each(backends)('the file store on $store', ({ app }) => {
  it('keeps a Buffer with its type, name, size, hash and creation time', async () => {
    const content = Buffer.from('Grüße aus Köln\n');
    const before = Date.now();
    const stored = await app.files.put(content, {
      contentType: 'text/plain; charset=utf-8',
      fileName: 'Grüße.txt',
    });
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      size: content.length,
      contentType: 'text/plain; charset=utf-8',
      fileName: 'Grüße.txt',
      sha256: sha256(content),
      createdAt: expect.any(Date),
    });
    expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await app.files.stat(stored.id)).toEqual(stored);
    expect(await app.files.get(stored.id)).toEqual({ file: stored, content });
  });

  it('keeps a stream under the id given, whole, without a file name', async () => {
    const id = `manual-${randomBytes(4).toString('hex')}.pdf`;
    const stored = await app.files.put(trickle(large), { id, contentType: 'application/pdf' });
    expect(stored).toMatchObject({ id, size: large.length, fileName: null, sha256: sha256(large) });
    const read = await app.files.get(id);
    expect(read?.content.equals(large)).toBe(true);
  });

  it('reads byte ranges: first byte, last byte, across parts, the whole file', async () => {
    const { id } = await app.files.put(large, { contentType: 'application/octet-stream' });
    const expectRange = async (start: number, end: number) => {
      const opened = await app.files.stream(id, { start, end });
      const read = opened && (await buffer(opened.content));
      expect(read?.equals(large.subarray(start, end + 1)), `bytes ${start}-${end}`).toBe(true);
    };
    const last = large.length - 1;
    await expectRange(0, 0);
    await expectRange(last, last);
    await expectRange(CHUNK_BYTES - 2, CHUNK_BYTES + 1);
    await expectRange(CHUNK_BYTES - 1, 2 * CHUNK_BYTES);
    await expectRange(CHUNK_BYTES, CHUNK_BYTES);
    await expectRange(0, last);
    await expect(app.files.stream(id, { start: 0, end: large.length })).rejects.toThrow(RangeError);
    await expect(app.files.stream(id, { start: 5, end: 4 })).rejects.toThrow(RangeError);
  });

  it('keeps an empty file', async () => {
    const stored = await app.files.put(Buffer.alloc(0), { contentType: 'text/plain' });
    expect(stored.size).toBe(0);
    expect((await app.files.get(stored.id))?.content).toEqual(Buffer.alloc(0));
  });

  it('never changes a stored file: putting its id again fails and keeps the first', async () => {
    const first = await app.files.put(Buffer.from('first'), { contentType: 'text/plain' });
    await expect(
      app.files.put(Buffer.from('second'), { id: first.id, contentType: 'text/plain' }),
    ).rejects.toThrow(FileExistsError);
    expect((await app.files.get(first.id))?.content.toString()).toBe('first');
  });

  it('stores nothing of an upload that breaks off, and the id stays free', async () => {
    const id = `broken-${randomBytes(4).toString('hex')}`;
    async function* breaksOff() {
      yield large.subarray(0, CHUNK_BYTES + 10);
      throw new Error('the client went away');
    }
    await expect(app.files.put(breaksOff(), { id, contentType: 'text/plain' })).rejects.toThrow(
      'the client went away',
    );
    expect(await app.files.stat(id)).toBeUndefined();
    const stored = await app.files.put(Buffer.from('again'), { id, contentType: 'text/plain' });
    expect(stored.size).toBe(5);
  });

  it('deletes a file once', async () => {
    const { id } = await app.files.put(large, { contentType: 'application/octet-stream' });
    expect(await app.files.delete(id)).toBe(true);
    expect(await app.files.stat(id)).toBeUndefined();
    expect(await app.files.get(id)).toBeUndefined();
    expect(await app.files.stream(id)).toBeUndefined();
    expect(await app.files.delete(id)).toBe(false);
  });

  it.each(['../escape', '.hidden', 'a/b', '', 'x'.repeat(201), 'with space'])(
    'refuses the id %j for a new file and finds no file by it',
    async (id) => {
      await expect(
        app.files.put(Buffer.from('x'), { id, contentType: 'text/plain' }),
      ).rejects.toThrow(`not a file id: ${id}`);
      expect(await app.files.stat(id)).toBeUndefined();
      expect(await app.files.delete(id)).toBe(false);
    },
  );

  it('refuses a content type that is not type/subtype', async () => {
    await expect(
      app.files.put(Buffer.from('x'), { contentType: 'text/plain\r\nX-Evil: 1' }),
    ).rejects.toThrow('not a content type');
    await expect(app.files.put(Buffer.from('x'), { contentType: 'plain' })).rejects.toThrow(
      'not a content type',
    );
  });
});

describe('the disk backend', () => {
  it('keeps each file in DATA_DIR/files/<id> and leaves no staging behind', async () => {
    const disk = backends[1]?.app;
    if (!disk) throw new Error('no disk app');
    const { id } = await disk.files.put(Buffer.from('on disk'), { contentType: 'text/plain' });
    expect(readdirSync(join(dataDir, 'files', id)).sort()).toEqual(['content', 'meta.json']);
    expect(readdirSync(join(dataDir, 'files', '.staging'))).toEqual([]);
    await disk.files.delete(id);
    expect(existsSync(join(dataDir, 'files', id))).toBe(false);
    expect(readdirSync(join(dataDir, 'files', '.staging'))).toEqual([]);
  });
});

describe('the PostgreSQL backend', () => {
  it('keeps content in 256 KiB parts and deletes them with the file', async () => {
    const postgres = backends[0];
    if (!postgres) throw new Error('no postgres app');
    const { id } = await postgres.app.files.put(trickle(large), {
      contentType: 'application/octet-stream',
    });
    const parts = () =>
      postgres.db.execute<{ part: number; bytes: number }>(
        sql`select part, length(data) as bytes from stored_file_chunks where file_id = ${id} order by part`,
      );
    expect((await parts()).rows).toEqual([
      { part: 0, bytes: CHUNK_BYTES },
      { part: 1, bytes: CHUNK_BYTES },
      { part: 2, bytes: 12_345 },
    ]);
    await postgres.app.files.delete(id);
    expect((await parts()).rows).toEqual([]);
  });
});
