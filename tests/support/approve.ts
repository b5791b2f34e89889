import type { Envelope, TestApp } from './test-app';

/** What the demo's department officers send with a draft, unless a test says otherwise. */
export const DEMO_APPROVAL = { reason: 'Annual revision of the question catalogue', orderNumber: 'SED/QA/2026/114', orderDate: '2026-11-20' };

const tokens = new WeakMap<TestApp, Map<string, string>>();

async function tokenOf(t: TestApp, loginId: string): Promise<string> {
  let mine = tokens.get(t);
  if (!mine) tokens.set(t, (mine = new Map()));
  if (!mine.has(loginId)) mine.set(loginId, await t.login(loginId));
  return mine.get(loginId)!;
}

export interface ApproveOptions {
  lang?: string;
  /** The publish body (evenWithHindiToRecheck). */
  body?: Record<string, unknown>;
  /** Who sends it for approval (default `dept`) and who approves and publishes it (default `dept2`). */
  author?: string;
  approver?: string;
}

/**
 * Publishes a draft as the department does since issue 27: the author sends it for approval (unless
 * it awaits approval already, as after a refused publish) and a second officer approves and
 * publishes it. Answers the step that refused, or the publish.
 */
export async function sendAndApprove<T = { version: string; publishedOn: string }>(
  t: TestApp,
  version: string,
  opts: ApproveOptions = {},
): Promise<{ status: number; body: Envelope<T>; step: 'send' | 'publish' }> {
  const author = await tokenOf(t, opts.author ?? 'dept');
  const approver = await tokenOf(t, opts.approver ?? 'dept2');
  const state = await t.call<{ state: string }>('GET', `/v1/catalogue/versions/${version}/approval`, { token: author });
  if (state.status !== 200) throw new Error(`approval of ${version}: ${state.status} ${JSON.stringify(state.body)}`);
  if (state.body.value.state !== 'awaitingApproval') {
    const sent = await t.call<T>('POST', `/v1/catalogue/drafts/${version}/send-for-approval`, { token: author, body: DEMO_APPROVAL, lang: opts.lang });
    if (sent.status !== 200) return { ...sent, step: 'send' };
  }
  const published = await t.call<T>('POST', `/v1/catalogue/drafts/${version}/publish`, { token: approver, body: opts.body ?? {}, lang: opts.lang });
  return { ...published, step: 'publish' };
}
