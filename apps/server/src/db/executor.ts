import type { Database } from '@portal/db';

/**
 * The database or a transaction on it. Every repository function takes one, so that a
 * service can run several of them in one transaction.
 */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
