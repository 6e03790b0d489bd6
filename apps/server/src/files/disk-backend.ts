import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  type Content,
  ContentMeter,
  type FileBackend,
  FileExistsError,
  type NewFile,
  type StoredFile,
} from './stored-file';

/**
 * Files in a local folder (DATA_DIR/files): for one instance, or several sharing that folder.
 * Each file is a folder named by its id holding `content` and `meta.json`. A file is written
 * in a staging folder and renamed into place in one step, so that a reader sees all of it or
 * nothing, and the rename fails when the id is taken.
 */
export class DiskFileBackend implements FileBackend {
  private readonly root: string;
  private readonly staging: string;

  constructor(root: string) {
    this.root = resolve(root);
    // Ids never start with a dot, so this folder cannot be a file's.
    this.staging = join(this.root, '.staging');
  }

  async put(file: NewFile, content: Content): Promise<StoredFile> {
    const target = this.folderOf(file.id);
    const staged = join(this.staging, randomUUID());
    await mkdir(staged, { recursive: true });
    try {
      const meter = new ContentMeter();
      await pipeline(meter.through(content), createWriteStream(join(staged, 'content')));
      const stored: StoredFile = {
        ...file,
        size: meter.size,
        sha256: meter.sha256(),
        createdAt: new Date(),
      };
      await writeFile(join(staged, 'meta.json'), JSON.stringify(stored));
      await rename(staged, target);
      return stored;
    } catch (error) {
      await rm(staged, { recursive: true, force: true });
      if (hasCode(error, 'ENOTEMPTY') || hasCode(error, 'EEXIST')) {
        throw new FileExistsError(file.id);
      }
      throw error;
    }
  }

  async stat(id: string): Promise<StoredFile | undefined> {
    try {
      const meta: Omit<StoredFile, 'createdAt'> & { createdAt: string } = JSON.parse(
        await readFile(join(this.folderOf(id), 'meta.json'), 'utf8'),
      );
      return { ...meta, createdAt: new Date(meta.createdAt) };
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return undefined;
      throw error;
    }
  }

  async read(file: StoredFile, range?: ByteRange): Promise<Readable> {
    return createReadStream(join(this.folderOf(file.id), 'content'), range);
  }

  async delete(id: string): Promise<boolean> {
    // Moved aside first, so that the file disappears in one step and is then removed.
    const doomed = join(this.staging, randomUUID());
    await mkdir(this.staging, { recursive: true });
    try {
      await rename(this.folderOf(id), doomed);
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return false;
      throw error;
    }
    await rm(doomed, { recursive: true, force: true });
    return true;
  }

  /** The file's folder; the store checks ids, and this refuses any that would leave the root. */
  private folderOf(id: string): string {
    const folder = resolve(this.root, id);
    if (dirname(folder) !== this.root) throw new Error(`not a file id: ${id}`);
    return folder;
  }
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
