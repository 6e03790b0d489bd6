import { DEMO_FILES } from '@portal/db';
import { type FileStore, putMissing } from './files/file-store';

/**
 * Puts the files the demo data names (Northwind's logo) into the file store, where they are
 * missing: the seed fills the database only.
 */
export function storeDemoFiles(files: FileStore): Promise<void> {
  return putMissing(files, DEMO_FILES);
}
