import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

/*
 * Pages whose parts come from separate calls draw them together, so nothing a reader sees moves
 * down when a later part arrives (issue 29: the review form's layout shift in Lighthouse; the same
 * on the reviewers' list and the progress dashboard). Phone width, CPU 4× slower, every
 * layout-shift entry the page reports in its first seconds. A dashboard's charts are the one
 * exception: a chart's height follows its rows (one bar a row), unknown until they come, so a
 * chart drawn taller than its placeholder moves the charts under it; those moves are bounded here.
 */

const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;
let reviewForm = 0;
let headForm = 0;

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer({ seed: 'full', scan: false });
  browser = await launchChromium();
  const token = (
    await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'dqa', loginKey: 'Demo@1234', ipAddress: '', sourceApp: 'web' })
  ).jwtToken;
  const forms = await apiCall<{ items: { accrid: number; status: number }[] }>(server.baseUrl, token, 'POST', '/v1/form/search', {});
  reviewForm = (forms.items.find((f) => f.status === 3) ?? forms.items[0]).accrid;
  // The head's own form opens once the school information is saved.
  const head = await apiCall<{ jwtToken: string; schoolCode: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', {
    loginId: 'head',
    loginKey: 'Demo@1234',
    ipAddress: '',
    sourceApp: 'web',
  });
  const details = await apiCall<{ schema: { properties: Record<string, { type: string }> } }>(server.baseUrl, head.jwtToken, 'POST', '/v1/school/details', {
    schoolCode: head.schoolCode,
  });
  const info = Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
  await apiCall(server.baseUrl, head.jwtToken, 'POST', '/v1/school/update', { schoolCode: head.schoolCode, info });
  headForm = (await apiCall<{ items: { accrid: number }[] }>(server.baseUrl, head.jwtToken, 'POST', '/v1/form/search', {})).items[0].accrid;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Shift = { value: number; sources: string[] };

describe.each([
  // D5, the longest domain: its later subdomains are drawn after the first paint (web/form/templates.tsx), below what is there.
  { name: "the head's domain form", who: 'head', path: () => `/forms/domain?accrid=${headForm}&domain=D5`, drawn: 'form.domain-form', charts: false },
  { name: 'the review form', who: 'dqa', path: () => `/forms/domain?accrid=${reviewForm}&domain=D1`, drawn: 'form.domain-form', charts: false },
  { name: "the reviewers' list", who: 'dqa', path: () => '/dashboard/accreditation', drawn: 'form.filters', charts: false },
  { name: 'the progress dashboard', who: 'dept', path: () => '/dashboard/progress', drawn: '.dash-filters', charts: true },
])('$name on a phone', ({ who, path, drawn, charts }) => {
  it('draws without moving what is already on screen', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await signIn(page, who);
    await page.evaluate(() => localStorage.setItem('welcomePopup', '1'));
    const visit = await context.newPage();
    visit.setDefaultTimeout(30_000);
    await (await context.newCDPSession(visit)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await visit.addInitScript(() => {
      const seen: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = seen;
      type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Entry[])
          if (!e.hadRecentInput) seen.push({ value: e.value, sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : '?')) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visit.goto(path());
    await visit.locator(drawn).first().waitFor();
    await visit.waitForTimeout(3000);
    const shifts = await visit.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const chartOnly = (s: Shift) => charts && s.sources.every((src) => /^(DIV\.chart-body|SECTION\.card chart-card)/.test(src));
    expect(shifts.filter((s) => s.value > 0.001 && !chartOnly(s))).toEqual([]);
    expect(shifts.filter(chartOnly).reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.05);
    await context.close();
  });
});
