import { DEMO_FILES } from '@portal/db';
import type { FileStore } from './files/file-store';
import { FileExistsError } from './files/stored-file';

/**
 * Puts the files the demo data names (Northwind's logo) into the file store, where they are
 * missing: the seed fills the database only. Another instance starting at the same time may
 * store one first, which is as good.
 */
export async function storeDemoFiles(files: FileStore): Promise<void> {
  for (const file of DEMO_FILES) {
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
