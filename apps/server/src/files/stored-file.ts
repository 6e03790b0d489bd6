import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What every backend keeps about a stored file beside its bytes. */
export type StoredFile = {
  id: string;
  /** Bytes. */
  size: number;
  contentType: string;
  /** The name a download offers; null when the file was stored without one. */
  fileName: string | null;
  /** SHA-256 of the content, hex; the file's ETag. */
  sha256: string;
  createdAt: Date;
};

/** Bytes as they arrive: a stream, or pieces already in memory. */
export type Content = AsyncIterable<Buffer> | Iterable<Buffer>;

export type NewFile = { id: string; contentType: string; fileName: string | null };

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where the bytes live (PostgreSQL, a folder, an S3 bucket). A file is written once and then
 * only read or deleted: put is all or nothing, and fails with FileExistsError for a taken id.
 */
export interface FileBackend {
  put(file: NewFile, content: Content): Promise<StoredFile>;
  stat(id: string): Promise<StoredFile | undefined>;
  /** The file's bytes, or the range of them; the file must exist (stat it first). */
  read(file: StoredFile, range?: ByteRange): Promise<Readable>;
  /** Answers whether there was such a file. */
  delete(id: string): Promise<boolean>;
}

export class FileExistsError extends Error {
  constructor(id: string) {
    super(`A file with the id ${id} is stored already`);
    this.name = 'FileExistsError';
  }
}

/**
 * Counts and hashes content as it passes, so that a backend writing a stream learns its size
 * and SHA-256 without holding it in memory.
 */
export class ContentMeter {
  size = 0;
  readonly #hash = createHash('sha256');

  async *through(content: Content): AsyncIterable<Buffer> {
    for await (const chunk of content) {
      this.#hash.update(chunk);
      this.size += chunk.length;
      yield chunk;
    }
  }

  /** Once all the content has passed. */
  sha256(): string {
    return this.#hash.digest('hex');
  }
}
