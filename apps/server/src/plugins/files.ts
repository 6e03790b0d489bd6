import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStoreConfig } from '../config';
import { DiskFileBackend } from '../files/disk-backend';
import { FileStore } from '../files/file-store';
import { PostgresFileBackend } from '../files/postgres-backend';
import { S3FileBackend } from '../files/s3-backend';

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
    if (config.store === 's3') {
      const s3 = new S3FileBackend(config.s3);
      app.decorate('files', new FileStore(s3));
      app.addHook('onClose', async () => s3.close());
    } else {
      const backend =
        config.store === 'disk'
          ? new DiskFileBackend(config.folder)
          : new PostgresFileBackend(app.db);
      app.decorate('files', new FileStore(backend));
    }
    app.log.info({ store: config.store }, 'file store ready');
  },
  { name: 'files' },
);
