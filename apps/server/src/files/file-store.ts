import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type ByteRange, type FileBackend, FileExistsError, type StoredFile } from './stored-file';

/** Letters, digits, `.`, `_` and `-`, not starting with a dot: safe as a path, a key, a URL part. */
const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** type/subtype with optional parameters, and nothing that could end a header line. */
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(;[^\r\n]*)?$/;

export type PutOptions = {
  /** The file's id; unset: a new UUID. A stored file never changes, so an id is used once. */
  id?: string;
  contentType: string;
  /** The name a download offers. */
  fileName?: string;
};

/**
 * The file store (DESIGN.md: files go through it, never straight to disk): whichever backend
 * FILE_STORE chose, files are put whole, read whole or as a byte range, and deleted. A stored
 * file is never changed: to replace one, put the new file and delete the old.
 */
export class FileStore {
  constructor(private readonly backend: FileBackend) {}

  /** Stores the content; fails with FileExistsError when the id is taken. */
  async put(content: Buffer | AsyncIterable<Buffer>, options: PutOptions): Promise<StoredFile> {
    const id = options.id ?? randomUUID();
    if (!FILE_ID.test(id)) throw new Error(`not a file id: ${id}`);
    if (!CONTENT_TYPE.test(options.contentType)) {
      throw new Error(`not a content type: ${options.contentType}`);
    }
    return this.backend.put(
      { id, contentType: options.contentType, fileName: options.fileName ?? null },
      Buffer.isBuffer(content) ? [content] : content,
    );
  }

  /** What is known about a file, or undefined when there is none (an invalid id is none). */
  async stat(id: string): Promise<StoredFile | undefined> {
    return FILE_ID.test(id) ? this.backend.stat(id) : undefined;
  }

  /** A whole file in memory: for small files; stream large ones. */
  async get(id: string): Promise<{ file: StoredFile; content: Buffer } | undefined> {
    const opened = await this.stream(id);
    return opened && { file: opened.file, content: await buffer(opened.content) };
  }

  /** A file's content, or the byte range of it, as a stream. */
  async stream(
    id: string,
    range?: ByteRange,
  ): Promise<{ file: StoredFile; content: Readable } | undefined> {
    const file = await this.stat(id);
    return file && { file, content: await this.read(file, range) };
  }

  /** The content of a file that stat has just found, or the byte range of it. */
  async read(file: StoredFile, range?: ByteRange): Promise<Readable> {
    if (range && !(range.start >= 0 && range.start <= range.end && range.end < file.size)) {
      throw new RangeError(`bytes ${range.start}-${range.end} are not within ${file.size}`);
    }
    return this.backend.read(file, range);
  }

  /** Answers whether there was such a file. */
  async delete(id: string): Promise<boolean> {
    return FILE_ID.test(id) ? this.backend.delete(id) : false;
  }
}

/** A file that the process brings along; its content is only made when the store lacks it. */
export type KnownFile = {
  id: string;
  contentType: string;
  fileName: string;
  content: () => Buffer;
};

/**
 * Puts those of the files that the store lacks. Another instance putting one at the same time
 * is as good: the process's own files have the same content under the same id.
 */
export async function putMissing(files: FileStore, known: Iterable<KnownFile>): Promise<void> {
  for (const file of known) {
    if (await files.stat(file.id)) continue;
    try {
      await files.put(file.content(), {
        id: file.id,
        contentType: file.contentType,
        fileName: file.fileName,
      });
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
    }
  }
}

/** A file's strong HTTP entity tag: its content hash, so equal content has equal tags. */
export function etagOf(file: StoredFile): string {
  return `"${file.sha256}"`;
}
