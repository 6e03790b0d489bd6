import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStoreConfig } from '../config';
import { DiskFileBackend } from '../files/disk-backend';
import { FileStore } from '../files/file-store';
import { PostgresFileBackend } from '../files/postgres-backend';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/**
 * The file store (DESIGN.md) on the backend FILE_STORE names. Routes answer a stored file with
 * sendStoredFile (files/send-stored-file.ts).
 */
export const filesPlugin = fp(
  async (app: FastifyInstance, options: { config: FileStoreConfig }) => {
    const { config } = options;
    const backend =
      config.store === 'disk'
        ? new DiskFileBackend(config.folder)
        : new PostgresFileBackend(app.db);
    app.decorate('files', new FileStore(backend));
    app.log.info({ store: config.store }, 'file store ready');
  },
  { name: 'files' },
);
