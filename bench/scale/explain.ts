import type { Client as PgClient } from 'pg';

/** Records the SQL a request runs and prints the plan of each statement (BENCH_EXPLAIN=1). */
export interface QueryCapture {
  /**
   * Runs `request`, then prints `EXPLAIN (ANALYZE, BUFFERS)` of every statement it sent, under
   * `label`; answers the growing tables its plans scan sequentially.
   */
  during(label: string, request: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

interface Statement {
  text: string;
  values: unknown[];
}

type Query = (this: unknown, config: unknown, values?: unknown, callback?: unknown) => unknown;

let recording: Statement[] | null = null;
let patched = false;

/**
 * Wraps node-postgres's Client.query for this process (the server runs in it, under app.request),
 * so the statements a call sends are the ones explained, with their parameters. PostgreSQL only:
 * the embedded database's plans would say little about the deployment.
 */
async function patchClientQuery(): Promise<void> {
  if (patched) return;
  const pg = await import('pg');
  const proto = (pg.default?.Client ?? pg.Client).prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (this: unknown, config: unknown, values?: unknown, callback?: unknown) {
    if (recording) {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      const params = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
      if (text) recording.push({ text, values: params });
    }
    return original.call(this, config, values, callback);
  };
  patched = true;
}

/** Transaction control and settings have no plan. */
const planned = (text: string) => !/^\s*(begin|commit|rollback|savepoint|release|set|reset|show)\b/i.test(text);

/** Tables that grow with the state: a sequential scan over one is what the plans are printed to find. */
const GROWING = /Seq Scan on (forms|form_answers\w*|schools|users|school_info|form_domain_scores|complaints)\b/g;

export async function openQueryCapture(databaseUrl: string): Promise<QueryCapture> {
  await patchClientQuery();
  const { Client } = await import('pg');
  const client: PgClient = new Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async during(label, request) {
      const sent: Statement[] = [];
      recording = sent;
      try {
        await request();
      } finally {
        recording = null;
      }
      return explain(
        client,
        label,
        sent.filter((s) => planned(s.text)),
      );
    },
    close: () => client.end(),
  };
}

async function explain(client: PgClient, label: string, statements: Statement[]): Promise<string[]> {
  const out: string[] = [`\n===== EXPLAIN ${label}: ${statements.length} statements`];
  const scans = new Set<string>();
  for (const [i, s] of statements.entries()) {
    // A statement that writes (a chart keeping scores it computed) is explained and undone.
    await client.query('begin');
    try {
      const rows = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.values)).rows;
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      out.push(`--- ${label}, statement ${i + 1} of ${statements.length}`, s.text, ...(s.values.length ? [`-- parameters: ${JSON.stringify(s.values).slice(0, 400)}`] : []), plan);
      for (const m of plan.matchAll(GROWING)) scans.add(m[1]);
    } catch (e) {
      out.push(`--- ${label}, statement ${i + 1}: not explained (${(e as Error).message})`, s.text);
    } finally {
      await client.query('rollback');
    }
  }
  out.push(`===== ${label}: ${scans.size ? `sequential scan over ${[...scans].join(', ')}` : 'no sequential scan over a table that grows with the state'}`);
  console.log(out.join('\n'));
  return [...scans];
}
