import { Readable } from 'node:stream';
import { type Database, schema } from '@portal/db';
import { and, eq, sql } from 'drizzle-orm';
import {
  type ByteRange,
  type Content,
  ContentMeter,
  type FileBackend,
  FileExistsError,
  type NewFile,
  type StoredFile,
} from './stored-file';

const { storedFiles, storedFileChunks } = schema;

/** Large enough that a file of a few megabytes is a handful of rows, small enough to stream. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files in the database (the default): every instance sees them, backups include them. A file
 * is its stored_files row and its content in stored_file_chunks parts, written in one
 * transaction and read one part per query, so that neither side holds a whole file in memory.
 */
export class PostgresFileBackend implements FileBackend {
  constructor(private readonly db: Database) {}

  async put(file: NewFile, content: Content): Promise<StoredFile> {
    return this.db.transaction(async (tx) => {
      // Size and hash are known once the content has been read: set below, in this transaction.
      const [claimed] = await tx
        .insert(storedFiles)
        .values({ ...file, size: 0, sha256: '' })
        .onConflictDoNothing()
        .returning({ id: storedFiles.id });
      if (!claimed) throw new FileExistsError(file.id);
      const meter = new ContentMeter();
      let part = 0;
      for await (const data of inParts(meter.through(content))) {
        await tx.insert(storedFileChunks).values({ fileId: file.id, part, data });
        part += 1;
      }
      const [stored] = await tx
        .update(storedFiles)
        .set({ size: meter.size, sha256: meter.sha256() })
        .where(eq(storedFiles.id, file.id))
        .returning();
      if (!stored) throw new Error(`stored file ${file.id} vanished while it was written`);
      return stored;
    });
  }

  async stat(id: string): Promise<StoredFile | undefined> {
    const [file] = await this.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    return file;
  }

  async read(file: StoredFile, range?: ByteRange): Promise<Readable> {
    const start = range?.start ?? 0;
    const end = range?.end ?? file.size - 1;
    const db = this.db;
    async function* parts() {
      for (let part = Math.floor(start / CHUNK_BYTES); part * CHUNK_BYTES <= end; part += 1) {
        const from = Math.max(start - part * CHUNK_BYTES, 0);
        const to = Math.min(end - part * CHUNK_BYTES, CHUNK_BYTES - 1);
        // Only the wanted bytes leave the database (substring counts from 1).
        const [row] = await db
          .select({
            data: sql<Buffer>`substring(${storedFileChunks.data} from ${from + 1} for ${to - from + 1})`,
          })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.fileId, file.id), eq(storedFileChunks.part, part)));
        if (!row) throw new Error(`stored file ${file.id} has lost its part ${part}`);
        yield row.data;
      }
    }
    return Readable.from(parts(), { objectMode: false });
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(storedFiles)
      .where(eq(storedFiles.id, id))
      .returning({ id: storedFiles.id });
    return deleted.length > 0;
  }
}

/** The content cut into CHUNK_BYTES parts, whatever the sizes of the pieces it arrives in. */
async function* inParts(content: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content) {
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= CHUNK_BYTES) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, CHUNK_BYTES);
      pending = [joined.subarray(CHUNK_BYTES)];
      pendingBytes = joined.length - CHUNK_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
