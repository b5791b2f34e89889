import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from '../../server/db/client';
import type { Lane } from './lanes';

/** What a bulk load set aside and how to put it back. */
export interface SetAside {
  /** Index and constraint definitions to restore, one statement each. */
  indexes: { table: string; name: string; restore: string }[];
  /** Tables whose user triggers were disabled. */
  triggers: string[];
}

const list = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');

/**
 * Drops every index of the tables that no foreign key leans on (secondary indexes, and primary
 * keys and unique constraints nobody references), and disables their user triggers, so rows go in
 * without maintaining either: an index built once from sorted keys costs a fraction of one kept up
 * row by row. The definitions are read from the catalog, so indexes and triggers added by later
 * migrations are handled without naming them here.
 */
export async function setAside(lane: Lane, tables: readonly string[]): Promise<SetAside> {
  const constraints = await lane.rows<{ table: string; name: string; def: string }>(`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.relname in (${list(tables)}) and t.relnamespace = 'public'::regnamespace and c.contype in ('p', 'u')
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)`);
  const indexes = await lane.rows<{ table: string; name: string; def: string }>(`
    select i.tablename as table, i.indexname as name, i.indexdef as def
    from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${list(tables)})
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`);
  const triggers = (
    await lane.rows<{ table: string }>(`
    select distinct t.relname as table
    from pg_trigger g join pg_class t on t.oid = g.tgrelid
    where not g.tgisinternal and g.tgenabled <> 'D' and t.relname in (${list(tables)}) and t.relnamespace = 'public'::regnamespace`)
  ).map((r) => r.table);
  for (const c of constraints) await lane.run(`alter table ${c.table} drop constraint ${quoteIdent(c.name)}`);
  for (const i of indexes) await lane.run(`drop index ${quoteIdent(i.name)}`);
  for (const t of triggers) await lane.run(`alter table ${t} disable trigger user`);
  return {
    indexes: [
      ...constraints.map((c) => ({ table: c.table, name: c.name, restore: `alter table ${c.table} add constraint ${quoteIdent(c.name)} ${c.def}` })),
      ...indexes.map((i) => ({ table: i.table, name: i.name, restore: i.def })),
    ],
    triggers,
  };
}

/** The statements that put back what was set aside on some of the tables. */
export function restoreStatements(held: SetAside, tables: readonly string[]): string[] {
  return held.indexes.filter((i) => tables.includes(i.table)).map((i) => i.restore);
}

export async function enableTriggers(lane: Lane, held: SetAside): Promise<void> {
  for (const t of held.triggers) await lane.run(`alter table ${t} enable trigger user`);
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Rebuild = (db: Db) => Promise<unknown>;

/**
 * The repair that recounts kept dashboard tallies from the forms, when the server has one
 * (`rebuildTallies` in server/dashboards/tallies*.ts): rows loaded with triggers off were
 * never counted. Looked up at run time so the bench runs with and without it.
 */
export async function findTallyRebuild(): Promise<{ file: string; rebuild: Rebuild } | null> {
  const folder = new URL('../../server/dashboards/', import.meta.url);
  let files: string[];
  try {
    files = readdirSync(fileURLToPath(folder)).filter((f) => /^tallies.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
  } catch {
    return null;
  }
  for (const file of files.sort()) {
    const mod = (await import(pathToFileURL(fileURLToPath(new URL(file, folder))).href)) as Record<string, unknown>;
    if (typeof mod.rebuildTallies === 'function') return { file: `server/dashboards/${file}`, rebuild: mod.rebuildTallies as Rebuild };
  }
  return null;
}
