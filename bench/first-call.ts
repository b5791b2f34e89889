// Run by scale.bench.ts in a process of its own: a server started on data already there, and its
// very first request timed, as the first officer of the morning meets it after a restart.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formDomainScores } from '../server/db/schema';
import { bootstrap } from '../server/start';

/** What the parent asks: which data, which call with whose token, and whether to drop the kept scores first. */
export interface FirstCallRequest {
  dataDir?: string;
  databaseUrl?: string;
  path: string;
  body: unknown;
  token: string;
  /** Delete every kept domain score before the call: data from before scores were kept, with no backfill run. */
  dropKeptScores?: boolean;
}

export interface FirstCallAnswer {
  /** From bootstrap to the server being ready (database open, migrations checked, catalogues indexed, warmed). */
  startMs: number;
  firstMs: number;
  /** CPU time this process spent on the call: on PGlite the database's work too, so it is what a busy machine's wall clock hides. */
  cpuMs: number;
  status: number;
}

/** The line of stdout that carries the answer (the server's own log lines share stdout). */
export const FIRST_CALL_MARK = 'first call: ';

async function firstCall(request: FirstCallRequest): Promise<FirstCallAnswer> {
  const started = performance.now();
  // Evidence and uploads are not touched by a dashboard call; PostgreSQL needs no folder of its own.
  const scratch = join(tmpdir(), `accr-first-call-${process.pid}`);
  const { app, database, deps } = await bootstrap({ port: 0, dataDir: request.dataDir ?? scratch, databaseUrl: request.databaseUrl, seedDemo: false });
  try {
    if (request.dropKeptScores) await deps.db.delete(formDomainScores);
    const startMs = Math.round(performance.now() - started);
    const cpu = process.cpuUsage();
    const t = performance.now();
    const res = await app.request(request.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}` },
      body: JSON.stringify(request.body),
    });
    await res.text();
    const firstMs = performance.now() - t;
    const used = process.cpuUsage(cpu);
    return { startMs, firstMs, cpuMs: Math.round((used.user + used.system) / 1000), status: res.status };
  } finally {
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

// `node --import tsx bench/first-call.ts '<FirstCallRequest as JSON>'`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const answer = await firstCall(JSON.parse(process.argv[2]) as FirstCallRequest);
  process.stdout.write(`${FIRST_CALL_MARK}${JSON.stringify(answer)}\n`);
}
