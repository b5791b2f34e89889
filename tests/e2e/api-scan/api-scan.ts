import { appendFileSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Document } from 'openapi-backend';
import { createAnswerCheck, type AnswerCheck, type RecordedAnswer } from './answer-check';
import { startRecordingProxy, type RecordingProxy } from './recording-proxy';

/** An answer that does not match the document, and what it was. */
export interface Finding {
  problem: string;
  answer: RecordedAnswer;
}

let check: Promise<AnswerCheck> | null = null;
let checker: AnswerCheck | null = null;
const recorded: RecordedAnswer[] = [];

/**
 * The report of a list of findings: one entry per distinct problem and client, array positions
 * folded (`/value/*`: the same field on every row is one problem), with how many answers had it
 * and the request ids (X-Request-Id, also in the server's log line) of the first few.
 */
export function describeFindings(list: readonly Finding[]): string {
  const groups = new Map<string, { problem: string; answers: RecordedAnswer[] }>();
  for (const { problem, answer } of list) {
    const folded = problem.replace(/\/\d+(?=[/ ])/g, '/*');
    const key = `${folded}\u0000${answer.client}`;
    const group = groups.get(key) ?? { problem: folded, answers: [] };
    if (!group.answers.includes(answer)) group.answers.push(answer);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ problem, answers }) => {
      const first = answers[0]!;
      const ids = answers.slice(0, 3).map((a) => a.requestId ?? 'none');
      const who = first.client === 'browser' ? 'the browser' : "the test's own code";
      return `- ${problem}\n    ${answers.length}× from ${who}, e.g. ${first.method.toUpperCase()} ${first.url}; request id ${ids.join(', ')}${answers.length > 3 ? ', …' : ''}`;
    })
    .join('\n');
}

/**
 * Puts the scanner in front of a test server: answers the address clients should use instead of
 * the server's, and records every /v1/ answer that passes, to be checked against the OpenAPI
 * document of this run (tests/e2e/api-scan/global-setup.ts) by `takeFindings()`.
 */
export async function scanApi(serverUrl: string): Promise<RecordingProxy> {
  check ??= createAnswerCheck(JSON.parse(readFileSync(inject('openapiDocument'), 'utf8')) as Document);
  checker = await check;
  // The proxy only records: compiling an operation's schemas takes tens of milliseconds, and done
  // while the answer passes it would hold up the browser, which a test that polls for a redraw feels.
  return startRecordingProxy(serverUrl, (answer) => recorded.push(answer));
}

/**
 * Checks the answers recorded since the last call and answers those that do not match the
 * document. E2E_API_SCAN_LOG=<file> adds a line per answer there (operation, status, client,
 * milliseconds the check took): which operations the browser tests reach, and what checking costs.
 */
export function takeFindings(): Finding[] {
  const answers = recorded.splice(0);
  if (!checker) return [];
  const log = process.env.E2E_API_SCAN_LOG;
  const lines: string[] = [];
  const findings: Finding[] = [];
  for (const answer of answers) {
    const started = performance.now();
    for (const problem of checker.problems(answer)) findings.push({ problem, answer });
    const ms = (performance.now() - started).toFixed(2);
    if (log) lines.push(`${checker.operationOf(answer) ?? `? ${answer.method} ${answer.url.split('?')[0]}`} ${answer.status} ${answer.client} ${ms}\n`);
  }
  if (log && lines.length) appendFileSync(log, lines.join(''));
  return findings;
}
