import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { AppError } from '../errors';
import { etagOf } from './file-store';
import type { ByteRange, StoredFile } from './stored-file';

export type SendStoredFileOptions = {
  /** The name the download offers; unset: the name it was stored with, else its id. */
  fileName?: string;
  /** `attachment` (a download, the default) or `inline` (shown in the page, e.g. an image). */
  disposition?: 'attachment' | 'inline';
  /** Unset: the browser keeps the file but asks each time whether it changed (a 304 if not). */
  cacheControl?: string;
};

/**
 * Answers a GET (or HEAD) with a stored file, streamed: Content-Type, Content-Length, ETag,
 * Last-Modified and Content-Disposition; a `Range: bytes=…` request gets 206 with that part, or
 * 416 when it lies outside the file; `If-None-Match` with the current ETag gets 304. A missing
 * file is a 404.
 *
 * Register the route with `compress: false`: a compressed body would no longer be the bytes
 * that Content-Length, the ranges and the ETag describe.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  options: SendStoredFileOptions = {},
): Promise<FastifyReply> {
  const file = await request.server.files.stat(id);
  if (!file) throw new AppError(404, 'There is no such file.');
  const etag = etagOf(file);
  reply
    .header('etag', etag)
    .header('last-modified', file.createdAt.toUTCString())
    .header('cache-control', options.cacheControl ?? 'private, no-cache')
    .header('accept-ranges', 'bytes');
  if (matchesAny(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const range = requestedRange(request, file, etag);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError(416, `The requested range is not within the file's ${file.size} bytes.`);
  }
  reply.type(file.contentType).header(
    'content-disposition',
    contentDisposition(options.fileName ?? file.fileName ?? file.id, {
      type: options.disposition ?? 'attachment',
    }),
  );
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  // A HEAD answer has no body: an empty stream keeps the Content-Length above, where Fastify
  // would otherwise read the whole file only to throw it away.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(await request.server.files.read(file, range));
}

/**
 * The one byte range asked for, undefined for the whole file, or 'unsatisfiable'. As RFC 9110
 * allows, a malformed header, several ranges, or an If-Range naming another version of the
 * file is answered with the whole file.
 */
function requestedRange(
  request: FastifyRequest,
  file: StoredFile,
  etag: string,
): ByteRange | undefined | 'unsatisfiable' {
  const header = request.headers.range;
  if (!header) return undefined;
  const ifRange = request.headers['if-range'];
  if (ifRange && ifRange !== etag && ifRange !== file.createdAt.toUTCString()) return undefined;
  const ranges = parseRange(file.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/** Whether an If-None-Match header names this ETag (weakly compared, as RFC 9110 says) or is `*`. */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
