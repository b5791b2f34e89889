import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FIRST_CALL_MARK, type FirstCallAnswer, type FirstCallRequest } from '../first-call';

/** Fresh server processes started on the same data, each timing its first call. */
export const RESTARTS = 3;
export const FIRST_CALL_TARGET = 500;

export interface Restarts {
  runs: FirstCallAnswer[];
  worst: number;
  /** The same first call with every kept domain score deleted first (data from before scores were kept); only when asked. */
  unkept?: FirstCallAnswer;
}

/** Starts a server process of its own on the data and times its very first request (bench/first-call.ts). */
async function firstCallOfFreshProcess(request: FirstCallRequest): Promise<FirstCallAnswer> {
  const script = fileURLToPath(new URL('../first-call.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, JSON.stringify(request)], { maxBuffer: 1 << 20 });
  const line = stdout.split('\n').find((l) => l.startsWith(FIRST_CALL_MARK));
  if (!line) throw new Error(`first call of a fresh process: no answer in ${stdout.slice(-500)}`);
  const answer = JSON.parse(line.slice(FIRST_CALL_MARK.length)) as FirstCallAnswer;
  if (answer.status !== 200) throw new Error(`first call of a fresh process: ${request.path} answered ${answer.status}`);
  return answer;
}

/**
 * A restart: fresh server processes start on the data, each timing its very first request (the
 * officer's token outlives the restart); with `unkept`, one more after deleting the kept scores.
 */
export async function restarts(request: FirstCallRequest, unkept: boolean): Promise<Restarts> {
  const runs: FirstCallAnswer[] = [];
  for (let i = 0; i < RESTARTS; i++) runs.push(await firstCallOfFreshProcess(request));
  const worst = Math.max(...runs.map((r) => r.firstMs));
  // Last: it deletes the kept scores.
  return unkept ? { runs, worst, unkept: await firstCallOfFreshProcess({ ...request, dropKeptScores: true }) } : { runs, worst };
}

/** What a reader of the first-call figure needs to know: what a restart here leaves warm, and what limits a missed target. */
export function restartNote(kind: 'pglite' | 'postgres', met: boolean): string | undefined {
  const lines: string[] = [];
  // The PostgreSQL server is shared, so the bench restarts the application only.
  if (kind === 'postgres') lines.push('PostgreSQL itself keeps running, so its shared buffers stay warm; each fresh process opens new connections with empty catalogue caches.');
  if (!met) {
    lines.push(
      `Wall clock on ${cpus().length} cores at load average ${loadavg()[0].toFixed(1)} while it ran; the call's own CPU time is in the figure (on PGlite it includes the database's work).`,
      "The approved forms' domain scores are kept (approval, start-up backfill), the charts sum them in the database, and the server warms request validation, fetch classes and the dashboards' data at start: what remains is the sum over the kept scores itself.",
    );
  }
  return lines.length ? lines.join(' ') : undefined;
}
