import type { Database } from '@portal/db';

const built = new WeakMap<Database, Map<string, unknown>>();

/**
 * What `build` makes for this database under `name`, made on first use and kept: the hot
 * queries' statements, so that they are built (and, prepared, planned) once rather than on
 * every request. A name must always stand for the same statement.
 */
export function builtOnce<T>(db: Database, name: string, build: () => T): T {
  let forDatabase = built.get(db);
  if (!forDatabase) {
    forDatabase = new Map();
    built.set(db, forDatabase);
  }
  if (!forDatabase.has(name)) forDatabase.set(name, build());
  return forDatabase.get(name) as T;
}
