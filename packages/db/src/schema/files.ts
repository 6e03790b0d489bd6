import {
  bigint,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Files of the file store's PostgreSQL backend: what is known about each file. */
export const storedFiles = pgTable('stored_files', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  fileName: text('file_name'),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** SHA-256 of the content, hex. */
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A stored file's content in parts of 256 KiB (the last one shorter), so that a download or a
 * range reads only the parts it needs, one at a time.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.part] })],
);
