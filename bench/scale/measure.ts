import { loadavg } from 'node:os';
import type { AppType } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { summarize } from '../figures';
import type { Call, Who } from './calls';
import type { QueryCapture } from './explain';

/** Timed runs of each call after its first: 21 make the 95th percentile the slowest but one. */
export const RUNS = 21;
/** A call whose first request takes longer than this is timed FEW_RUNS times: it misses its target by far, and 21 runs of it would hold the bench up for many minutes. */
const SLOW_MS = 2000;
const FEW_RUNS = 5;

export interface Measured {
  call: Call;
  /** The first request of this process for the call: cold caches. */
  firstMs: number;
  p95: number;
  median: number;
  runs: number;
  /** The machine's load average (1 minute) when the runs ended: it is shared, so the figures are read with it. */
  loadAverage: number;
  /** Growing tables its plans scan sequentially (BENCH_EXPLAIN=1 only). */
  seqScans?: string[];
}

export interface Skipped {
  call: Call;
  skipped: string;
}

export type CallResult = Measured | Skipped;

export const isSkipped = (r: CallResult): r is Skipped => 'skipped' in r;

/** Signs the demo accounts in; their tokens outlive the bench's restarts. */
export async function signIn(app: AppType, who: readonly Who[]): Promise<Map<Who, string>> {
  const tokens = new Map<Who, string>();
  for (const loginId of who) {
    const res = await app.request('/v1/identity/web/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId, loginKey: DEMO_PASSWORD, ipAddress: '127.0.0.1', sourceApp: 'web' }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${loginId}: ${res.status} ${await res.text()}`);
    tokens.set(loginId, ((await res.json()) as { value: { jwtToken: string } }).value.jwtToken);
  }
  return tokens;
}

/** Sends a POST as `token` and answers its JSON; anything but 200 stops the bench. */
export async function post(app: AppType, token: string, path: string, body: unknown): Promise<{ ms: number; value: unknown }> {
  const start = performance.now();
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path} ${JSON.stringify(body)}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, value: (JSON.parse(text) as { value?: unknown }).value };
}

/**
 * Times a call: its first request, then RUNS more (FEW_RUNS when very slow) for the median and the 95th percentile. With a
 * capture, one more request afterwards records the SQL it runs (BENCH_EXPLAIN), outside the timing.
 */
export async function measure(app: AppType, tokens: Map<Who, string>, call: Call, explain?: { capture: QueryCapture; label: string }): Promise<CallResult> {
  const token = tokens.get(call.who)!;
  let body = call.body;
  if (call.byCursor) {
    const { value } = await post(app, token, call.path, call.body);
    const next = (value as { nextCursor?: unknown }).nextCursor;
    if (typeof next !== 'string') return { call, skipped: 'the answer carries no nextCursor (no keyset paging on this list yet)' };
    body = { ...call.body, page: Number(call.body.page) + 1, after: next };
  }
  const first = (await post(app, token, call.path, body)).ms;
  const samples: number[] = [];
  const runs = first > SLOW_MS ? FEW_RUNS : RUNS;
  for (let i = 0; i < runs; i++) samples.push((await post(app, token, call.path, body)).ms);
  const seqScans = explain && (await explain.capture.during(explain.label, () => post(app, token, call.path, body)));
  const { median, p95 } = summarize(samples);
  return { call, firstMs: round1(first), p95: round1(p95), median: round1(median), runs, loadAverage: round1(loadavg()[0]), ...(seqScans ? { seqScans } : {}) };
}

export const round1 = (ms: number) => Math.round(ms * 10) / 10;
