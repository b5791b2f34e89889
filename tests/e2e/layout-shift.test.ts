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
 * on the reviewers' list and the dashboards). CPU 4× slower, every layout-shift entry the page
 * reports in its first seconds. A dashboard is scrolled to its end too, as a phone draws each chart
 * when it comes near: a chart card keeps the height its chart will be drawn at
 * (web/dashboards/specs.ts, plannedHeight), and cards appear in order as their rows come
 * (ChartGrid.tsx), so no chart moves another, on a phone or a desktop, in either language.
 * A form page opened from its link is first the server's drawing, painted only once whole (its top
 * bar, half come on a slow link, moved when its other half came: CI at stop 50; each shift's boxes are
 * named x,y width×height to tell such a case from a late part).
 */

const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;
let reviewForm = 0;
let headForm = 0;
let draft = '';

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
  const dept = (
    await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '', sourceApp: 'web' })
  ).jwtToken;
  draft = (await apiCall<{ version: string }>(server.baseUrl, dept, 'POST', '/v1/catalogue/drafts', { from: 'v1' })).version;
  headForm = (await apiCall<{ items: { accrid: number }[] }>(server.baseUrl, head.jwtToken, 'POST', '/v1/form/search', {})).items[0].accrid;
  // D5's first question answered without its evidence: its box shows the missing file's warning, which must come with the form, not after it.
  await apiCall(server.baseUrl, head.jwtToken, 'POST', '/v1/form/answers', { accrid: headForm, answers: [{ questionid: 'Q130', value: 'YN1' }] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Shift = { value: number; sources: string[] };

type Screen = { width: number; height: number; mobile: boolean };
type Case = { name: string; who: string; path: () => string; drawn: string; charts: boolean; screen: Screen; lang: 'en' | 'hi' };

const phone: Screen = { width: 412, height: 823, mobile: true };
const desktop: Screen = { width: 1280, height: 800, mobile: false };

describe.each([
  // D5, the longest domain: its later subdomains are drawn after the first paint (web/form/templates.tsx), below what is there.
  { name: "the head's domain form", who: 'head', path: () => `/forms/domain?accrid=${headForm}&domain=D5`, drawn: 'form.domain-form', charts: false, screen: phone, lang: 'en' },
  { name: 'the review form', who: 'dqa', path: () => `/forms/domain?accrid=${reviewForm}&domain=D1`, drawn: 'form.domain-form', charts: false, screen: phone, lang: 'en' },
  { name: "the reviewers' list", who: 'dqa', path: () => '/dashboard/accreditation', drawn: 'form.filters', charts: false, screen: phone, lang: 'en' },
  { name: 'the progress dashboard', who: 'dept', path: () => '/dashboard/progress', drawn: '.dash-filters', charts: true, screen: phone, lang: 'en' },
  { name: 'the progress dashboard', who: 'dept', path: () => '/dashboard/progress', drawn: '.dash-filters', charts: true, screen: phone, lang: 'hi' },
  { name: 'the progress dashboard', who: 'dept', path: () => '/dashboard/progress', drawn: '.dash-filters', charts: true, screen: desktop, lang: 'hi' },
  { name: 'the analysis dashboard', who: 'dept', path: () => '/dashboard/analysis', drawn: '.dash-filters', charts: true, screen: phone, lang: 'en' },
  { name: 'the analysis dashboard', who: 'dept', path: () => '/dashboard/analysis', drawn: '.dash-filters', charts: true, screen: desktop, lang: 'en' },
  // Pages whose later parts sat above others: the export's district and block fields, the account's privileges, the editor's panels.
  { name: 'the export page', who: 'dqa', path: () => '/dashboard/export', drawn: 'form.export-panel', charts: false, screen: phone, lang: 'hi' },
  { name: 'the account page', who: 'dept', path: () => '/dashboard/account', drawn: 'h1.page-title', charts: false, screen: phone, lang: 'en' },
  { name: 'a catalogue draft', who: 'dept', path: () => `/catalogue/${draft}`, drawn: '.catalogue-editor', charts: false, screen: phone, lang: 'en' },
] satisfies Case[])('$name, $screen.width px wide, in $lang', ({ who, path, drawn, charts, screen, lang }) => {
  it('draws without moving what is already on screen', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, {
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.mobile,
      hasTouch: screen.mobile,
    });
    await signIn(page, who, lang);
    await page.evaluate(() => localStorage.setItem('welcomePopup', '1'));
    const visit = await context.newPage();
    visit.setDefaultTimeout(30_000);
    await (await context.newCDPSession(visit)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await visit.addInitScript(() => {
      const seen: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = seen;
      type Rect = { x: number; y: number; width: number; height: number };
      type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: Rect; currentRect: Rect }[] };
      const name = (node: Node | null | undefined) =>
        node instanceof Element
          ? `${node.tagName}.${node.className}${node.closest('[data-chart]') ? ` of chart ${node.closest('[data-chart]')!.getAttribute('data-chart')}` : ''}`
          : '?';
      const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Entry[])
          if (!e.hadRecentInput)
            seen.push({
              value: e.value,
              sources: (e.sources ?? []).map((s) => `${name(s.node)}: ${box(s.previousRect)} → ${box(s.currentRect)}`),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visit.goto(path());
    await visit.locator(drawn).first().waitFor();
    await visit.waitForTimeout(3000);
    if (charts) {
      // On a phone each chart is drawn as it is scrolled to: down the page, each must come at the height its card kept.
      for (let i = 0; i < 40 && !(await visit.evaluate(() => innerHeight + scrollY >= document.body.scrollHeight - 2)); i++) {
        await visit.mouse.wheel(0, screen.height / 2);
        await visit.waitForTimeout(400);
      }
      await visit.waitForFunction(() => document.querySelectorAll('.chart-placeholder').length === 0);
      await visit.waitForTimeout(1000);
    }
    const shifts = await visit.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts.filter((s) => s.value > 0.001)).toEqual([]);
    await context.close();
  });
});
