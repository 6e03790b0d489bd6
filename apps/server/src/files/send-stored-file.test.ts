import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../test/helper';
import { CHUNK_BYTES } from './postgres-backend';
import { sendStoredFile } from './send-stored-file';

/**
 * No route serves stored files yet (brand logos and the downloads library will): these two stand
 * in for them, as those will be written.
 */
function fileRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/test/files/:id',
    { compress: false, config: { access: 'public' } },
    (request, reply) => sendStoredFile(request, reply, request.params.id),
  );
  app.get<{ Params: { id: string } }>(
    '/test/logos/:id',
    { compress: false, config: { access: 'public' } },
    (request, reply) =>
      sendStoredFile(request, reply, request.params.id, {
        fileName: 'logo.svg',
        disposition: 'inline',
        cacheControl: 'public, max-age=31536000, immutable',
      }),
  );
}

const { app } = await buildTestApp({}, { beforeReady: fileRoutes });

const content = randomBytes(2 * CHUNK_BYTES + 100);
const size = content.length;
const file = await app.files.put(content, {
  contentType: 'text/csv',
  fileName: 'Preisliste für Köln.csv',
});
const empty = await app.files.put(Buffer.alloc(0), { contentType: 'text/plain' });
const etag = `"${file.sha256}"`;
const url = `/test/files/${file.id}`;

const get = (headers: Record<string, string> = {}, path = url) =>
  app.inject({ method: 'GET', url: path, headers });

describe('sendStoredFile', () => {
  it('answers the whole file with its type, length, tags and a download name', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'text/csv',
      'content-length': String(size),
      etag,
      'last-modified': file.createdAt.toUTCString(),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-cache',
      'content-disposition':
        'attachment; filename="Preisliste f?r K?ln.csv"; filename*=UTF-8\'\'Preisliste%20f%C3%BCr%20K%C3%B6ln.csv',
    });
  });

  it('sends the stored bytes as they are to a client that accepts gzip', async () => {
    const response = await get({ 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(size));
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-length': String(size), etag });
    expect(response.rawPayload.length).toBe(0);
  });

  it.each([
    ['the first byte', 'bytes=0-0', 0, 0],
    ['the last byte', `bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ['a suffix', 'bytes=-500', size - 500, size - 1],
    ['from an offset to the end', `bytes=${size - 10}-`, size - 10, size - 1],
    [
      'across two parts',
      `bytes=${CHUNK_BYTES - 3}-${CHUNK_BYTES + 2}`,
      CHUNK_BYTES - 3,
      CHUNK_BYTES + 2,
    ],
    ['an end past the file, cut to the file', `bytes=10-${size + 1000}`, 10, size - 1],
    ['the whole file', 'bytes=0-', 0, size - 1],
  ])('answers %s with 206 Partial Content', async (_what, range, start, end) => {
    const response = await get({ range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(content.subarray(start, end + 1))).toBe(true);
  });

  it("answers HEAD with a range with the part's headers", async () => {
    const response = await app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      'content-range': `bytes 0-99/${size}`,
      'content-length': '100',
    });
  });

  it.each([
    ['a range that starts past the end', `bytes=${size}-`, url, size],
    ['an empty suffix', 'bytes=-0', url, size],
    ['any range of an empty file', 'bytes=0-', `/test/files/${empty.id}`, 0],
  ])('answers %s with 416 and the size', async (_what, range, path, fileSize) => {
    const response = await get({ range }, path);
    const body = expectError(response, 416);
    expect(body.message).toBe(`The requested range is not within the file's ${fileSize} bytes.`);
    expect(response.headers['content-range']).toBe(`bytes */${fileSize}`);
  });

  it.each([
    ['a malformed range', 'bytes=abc'],
    ['another unit', 'items=0-1'],
    ['several ranges', 'bytes=0-1,100-200'],
  ])('answers %s with the whole file, as HTTP allows', async (_what, range) => {
    const response = await get({ range });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('honours a range only while If-Range names this version of the file', async () => {
    const current = await get({ range: 'bytes=0-9', 'if-range': etag });
    expect(current.statusCode).toBe(206);
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"an older version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
  });

  it.each([etag, `W/${etag}`, `"other", ${etag}`, '*'])(
    'answers If-None-Match: %s with 304 and no body',
    async (ifNoneMatch) => {
      const response = await get({ 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.rawPayload.length).toBe(0);
    },
  );

  it('answers an If-None-Match with another tag with the file', async () => {
    const response = await get({ 'if-none-match': '"something else"' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it("takes the route's file name, disposition and caching", async () => {
    const response = await get({}, `/test/logos/${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('inline; filename=logo.svg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['no-such-file', '..%2F..%2Fetc%2Fpasswd', '.staging'])(
    'answers an unknown or invalid id (%s) with 404',
    async (id) => {
      const body = expectError(await get({}, `/test/files/${id}`), 404);
      expect(body.message).toBe('There is no such file.');
    },
  );
});
