import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from './executor';

const PLACEHOLDER = /\$(\d+)/g;

/**
 * The transaction as pg-boss's connection (its `db` send option), so that a job sent inside a
 * transaction is stored by it: the job exists exactly when the rows it works on were committed,
 * and a rollback takes both away.
 *
 * pg-boss writes its statements with $1…$n placeholders and may use one twice (the start time
 * of a job is read twice). Drizzle numbers its parameters in order of appearance, so each
 * placeholder's first use becomes a parameter and every later use names that parameter's number:
 * Postgres then infers one type per value, as it does for pg-boss's own connection.
 */
export function jobsInTransaction(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const numbers = new Map<number, number>();
      const chunks: SQL[] = [];
      let from = 0;
      for (const match of text.matchAll(PLACEHOLDER)) {
        chunks.push(sql.raw(text.slice(from, match.index)));
        const placeholder = Number(match[1]);
        const number = numbers.get(placeholder);
        if (number === undefined) {
          numbers.set(placeholder, numbers.size + 1);
          chunks.push(sql`${sql.param(values[placeholder - 1])}`);
        } else {
          chunks.push(sql.raw(`$${number}`));
        }
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
