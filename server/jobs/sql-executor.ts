import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** What pg-boss asks of a database: run one statement (or, without values, a script) and answer its rows. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's SQL with numbered parameters ($1 …) as drizzle SQL, so it runs on either driver and inside a drizzle transaction. */
export function numberedSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`));
  return sql.join(chunks, sql.raw(''));
}

/**
 * Runs pg-boss's statements on a drizzle handle: the server's database, or a transaction, so a job
 * is sent (or marked done) in the same commit as the change that causes it.
 */
export function executorOf(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      return { rows: rowsOf<unknown>(await db.execute(numberedSql(text, values))) };
    },
  };
}

/** pg-boss's own executor: its schema scripts (several statements, no values) go through runScript. */
export function bossExecutor(database: Pick<Database, 'db' | 'runScript'>): SqlExecutor {
  const statements = executorOf(database.db);
  return {
    executeSql: (text, values) => (values && values.length ? statements.executeSql(text, values) : database.runScript(text)),
  };
}
