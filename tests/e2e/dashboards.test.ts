// The progress and analysis dashboards in Chromium against the real server.
// The demo data has every form at status 1, so the setup drives a few forms
// through the real API first: heads answer and submit, reviewers submit, a DQA
// evaluates externally, complaints are raised and handled.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { indexCatalogue, isVisible, type Answers, type CatalogueIndex } from '../../engine';
import { loadCatalogueVersion, loadSchoolInfoSchema } from '../../server/catalogue';
import { tinyPdf } from '../support/fill';
import { seriousViolations } from './axe';
import { createAccount } from './accounts';
import { startServer, type RunningServer } from './server';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
// WEB_ROOT: the build the server serves (it inherits the variable), dist/web unless said.
const distAssets = process.env.WEB_ROOT ? join(process.env.WEB_ROOT, 'assets') : fileURLToPath(new URL('../../dist/web/assets', import.meta.url));

let server: RunningServer;
let browser: Browser;

type Envelope = { status: string; value?: unknown; errorMessage?: string; details?: { questionid?: string; problem?: string }[] };

/** One API call with fetch; throws with the server's answer unless it succeeded. */
async function call<T>(token: string | null, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${server.baseUrl}${path}`, { method, headers, body: payload });
  const envelope = (await res.json()) as Envelope;
  if (!res.ok) throw Object.assign(new Error(`${method} ${path}: ${res.status} ${JSON.stringify(envelope).slice(0, 400)}`), { envelope, status: res.status });
  return envelope.value as T;
}

const login = async (loginId: string) =>
  (await call<{ jwtToken: string }>(null, 'POST', '/v1/identity/web/auth', { loginId, loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' })).jwtToken;

/** Complete answers that differ from school to school: option (seed + position) of each visible question. */
function answersFor(index: CatalogueIndex, seed: number, spread: number): Answers {
  const answers: Answers = {};
  index.order.forEach((id, i) => {
    if (!isVisible(index, id, answers)) return;
    const entry = index.questions.get(id)!;
    const q = entry.question;
    const pickIndex = (seed + i) % spread === 0 ? entry.options.length - 1 : Math.min(seed % 2, entry.options.length - 1);
    const option = entry.options[pickIndex];
    if (q.type === 'yesNo' || q.type === 'single') answers[id] = option.code;
    else if (q.type === 'multi') answers[id] = [option.code];
    // No more than the school's totals (3 teachers, 3 classrooms ...), which counts taken from the school information carry.
    else if (q.type === 'count' && !q.fromSchoolInfo) answers[id] = Math.min(1 + (seed % 3), q.max ?? 3);
    else if (q.type === 'percentage') answers[id] = Math.min(40 + seed * 9, q.max ?? 100);
  });
  return answers;
}

type Plan = { school: string; district: number; target: 2 | 3 | 5 | 7 | 9; seed: number; external?: number };

/** Forms taken along the workflow: schools of Ambala (1), Karnal (2), Hisar (3) and Rohtak (4). */
const plan: Plan[] = [
  { school: '06010100101', district: 1, target: 9, seed: 0, external: 3 },
  { school: '06010200102', district: 1, target: 9, seed: 3, external: 2 },
  { school: '06010300101', district: 1, target: 3, seed: 1 },
  { school: '06020100101', district: 2, target: 9, seed: 1, external: 4 },
  { school: '06020100103', district: 2, target: 9, seed: 2 },
  { school: '06020200101', district: 2, target: 5, seed: 4 },
  { school: '06030100101', district: 3, target: 9, seed: 5, external: 1 },
  { school: '06030100102', district: 3, target: 7, seed: 2 },
  { school: '06040100101', district: 4, target: 2, seed: 3 },
];

type Actors = { index: CatalogueIndex; info: (n: number) => Record<string, number>; admin: string; headRole: number; dqa: Record<number, string>; sqa: string; dept: string };

const toList = (a: Answers) => Object.entries(a).map(([questionid, value]) => ({ questionid, value }));

/** Takes one school's form as far as the plan says; answers the head's token. */
async function driveForm(p: Plan, n: number, a: Actors): Promise<string> {
  const loginId = p.school === '06010100101' ? 'head' : `head${p.school}`;
  if (loginId !== 'head') await createAccount(server.baseUrl, a.admin, { loginId, firstName: 'Head', roleId: a.headRole, schoolCode: p.school }, PASSWORD);
  const head = await login(loginId);
  const { items } = await call<{ items: { accrid: number }[] }>(head, 'POST', '/v1/form/search', {});
  const accrid = items[0].accrid;
  await call(head, 'POST', '/v1/form/self/init', { accrid });
  await call(head, 'POST', '/v1/school/update', { schoolCode: p.school, info: a.info(n) });
  await call(head, 'POST', '/v1/form/answers', { accrid, answers: toList(answersFor(a.index, p.seed, 3 + p.seed)) });
  if (p.target === 2) return head;
  try {
    await call(head, 'POST', '/v1/workflow/form/sh/status/submit', { accrid, consent: true });
  } catch (e) {
    // The evidence the catalogue makes mandatory for these answers: attach it, then submit again.
    const missing = ((e as { envelope?: Envelope }).envelope?.details ?? []).filter((d) => d.problem === 'evidenceMissing').map((d) => d.questionid!);
    if (missing.length === 0) throw e;
    for (const questionid of missing) {
      const form = new FormData();
      form.set('accrid', String(accrid));
      form.set('questionid', questionid);
      form.append('files', new File([tinyPdf], `${questionid}.pdf`, { type: 'application/pdf' }));
      await call(head, 'POST', '/v1/form/question/document', form);
    }
    await call(head, 'POST', '/v1/workflow/form/sh/status/submit', { accrid, consent: true });
  }
  if (p.target === 3) return head;
  const dqa = a.dqa[p.district];
  if (p.external !== undefined) await call(dqa, 'POST', '/v1/form/answers', { accrid, kind: 'external', answers: toList(answersFor(a.index, p.external, 2 + p.external)) });
  await call(dqa, 'POST', '/v1/workflow/form/dqa/status/submit', { accrid, consent: true });
  if (p.target === 5) return head;
  await call(a.sqa, 'POST', '/v1/workflow/form/sqa/status/submit', { accrid, consent: true });
  if (p.target === 7) return head;
  await call(a.dept, 'POST', '/v1/workflow/form/dept/status/submit', { accrid, consent: true });
  return head;
}

/** Drives the plan's forms through the API (audit started first) and raises and handles a few complaints. */
async function seedThroughApi(): Promise<void> {
  const infoSchema = loadSchoolInfoSchema() as { properties: Record<string, { type: string }> };
  const info = (n: number) =>
    Object.fromEntries(
      Object.entries(infoSchema.properties).map(([k, prop], i) => [k, prop.type === 'number' ? 62.5 : k.startsWith('enrolment') ? 15 + ((n * 7 + i * 3) % 40) : 3]),
    );
  const admin = await login('admin');
  const roles = await call<{ id: number; code: string }[]>(admin, 'GET', '/v1/reference/roles');
  const roleId = (code: string) => roles.find((r) => r.code === code)!.id;
  const [sqa, dept] = [await login('sqa'), await login('dept')];
  await call(dept, 'POST', '/v1/cycle/1/initiate/audit');
  const dqa: Record<number, string> = { 1: await login('dqa') };
  for (const d of [2, 3]) {
    await createAccount(server.baseUrl, admin, { loginId: `dqa${d}`, firstName: `DQA ${d}`, roleId: roleId('DQA'), districtId: d }, PASSWORD);
    dqa[d] = await login(`dqa${d}`);
  }
  const actors: Actors = { index: indexCatalogue(loadCatalogueVersion('v1')), info, admin, headRole: roleId('SCHOOL_HEAD'), dqa, sqa, dept };
  const heads: Record<string, string> = {};
  // One form after the other: the workflow's writes happen in the same order on every run.
  for (const [n, p] of plan.entries()) heads[p.school] = await driveForm(p, n, actors);
  const raised: number[] = [];
  for (const [school, subject] of [
    ['06010100101', 'Broken toilet door'],
    ['06010100101', 'No drinking water'],
    ['06010200102', 'Library books'],
    ['06020100101', 'Late mid-day meal'],
  ]) {
    raised.push((await call<{ complaintid: number }>(heads[school], 'POST', '/v1/complaint/create', { subject, description: subject })).complaintid);
  }
  await call(sqa, 'POST', '/v1/complaint/status', { complaintid: raised[0], status: 'UNDER_REVIEW', comment: 'Checking' });
  await call(sqa, 'POST', '/v1/complaint/status', { complaintid: raised[1], status: 'UNDER_REVIEW', comment: 'Checking' });
  await call(sqa, 'POST', '/v1/complaint/status', { complaintid: raised[1], status: 'RESOLVED', comment: 'Tanker arranged' });
}

function newPage(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  return openPage(browser, server.baseUrl, { viewport: { width, height } });
}

/** Signs in through the API and keeps the session (and language) where the app keeps them. */
async function signedIn(loginId: string, opts: { width?: number; lang?: 'en' | 'hi' } = {}) {
  const value = await call<unknown>(null, 'POST', '/v1/identity/web/auth', { loginId, loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' });
  const { context, page } = await newPage(opts.width);
  await context.addInitScript(
    ([session, lang]) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', session);
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    },
    [JSON.stringify(value), opts.lang ?? 'en'],
  );
  return { context, page };
}

/**
 * Waits until every chart card has settled: drawn (SVG), empty, or failed. On a phone a chart is
 * drawn only near the screen, so the wait scrolls to the first card not drawn yet, as a reader would.
 */
async function chartsSettled(page: Page): Promise<void> {
  await page.locator('.chart-card').first().waitFor();
  await page.waitForFunction(() => {
    // Cards are shown in order as their rows come (ChartGrid.tsx): the grid is busy until all are there.
    if (document.querySelector('.chart-grid[aria-busy="true"]')) return false;
    const cards = [...document.querySelectorAll('.chart-card')];
    const pending = cards.filter(
      (c) =>
        c.getAttribute('aria-busy') === 'true' ||
        !!c.querySelector('.chart-placeholder') ||
        // The worker is drawing the chart (again, after new data or a new width).
        !!c.querySelector('.vega-view[aria-busy="true"]') ||
        !(c.querySelector('.vega-view svg') || c.querySelector('.empty') || c.querySelector('.chart-error')),
    );
    pending[0]?.scrollIntoView();
    return cards.length > 0 && pending.length === 0;
  });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * axe-core on the dashboard: findings inside the page content fail the test;
 * those in the shell around it (top bar, side menu) belong to the shell's tests
 * and are printed only.
 */
async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const all = await seriousViolations(page);
  const inPage = await page.evaluate(
    (found) => found.map((v) => ({ ...v, nodes: v.nodes.filter((sel) => !!document.querySelector(sel)?.closest('main')) })).filter((v) => v.nodes.length > 0),
    all,
  );
  const outside = all.filter((v) => !inPage.some((i) => i.id === v.id && i.nodes.length === v.nodes.length));
  if (outside.length) console.warn(`axe, outside the dashboard on ${where}:`, JSON.stringify(outside.map((v) => ({ id: v.id, nodes: v.nodes }))));
  expect(inPage).toEqual([]);
}

/** Opens a chart's table and answers its row headers and cells. */
async function chartTable(page: Page, id: string): Promise<string[][]> {
  const card = page.locator(`[data-chart="${id}"]`);
  const toggle = card.getByRole('button', { name: /Show as table|तालिका के रूप में दिखाएँ/ });
  if (await toggle.count()) await toggle.click();
  await card.locator('table').waitFor();
  return card.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent ?? '')));
}

/** The JavaScript files of the build that hold Vega's runtime: the worker that draws the first picture and the live view. */
function vegaChunks(): string[] {
  return readdirSync(distAssets).filter((f) => f.endsWith('.js') && readFileSync(join(distAssets, f), 'utf8').includes('Unrecognized scale type'));
}

beforeAll(async () => {
  if (!existsSync(distAssets)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  await seedThroughApi();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('dashboards', () => {
  it('keeps vega off the sign-in page and the first paint of a dashboard: a worker draws the charts, the live view loads on pointing', async () => {
    const chunks = vegaChunks();
    const workerChunks = chunks.filter((c) => c.startsWith('drawWorker-'));
    const liveChunks = chunks.filter((c) => !c.startsWith('drawWorker-'));
    expect(workerChunks).toHaveLength(1);
    expect(liveChunks.length).toBeGreaterThan(0);
    const sizes = Object.fromEntries(
      readdirSync(distAssets)
        .filter((f) => /^(VegaView|LiveView|drawWorker|ProgressDashboard|AnalysisDashboard|dashboards)-.*\.(js|css)$/.test(f))
        .map((f) => [f, `${(gzipSync(readFileSync(join(distAssets, f))).length / 1024).toFixed(1)} KB gzip`]),
    );
    console.log('dashboard chunks:', sizes);

    const { context, page } = await newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/session/signin');
    await page.waitForLoadState('networkidle');
    expect(requested.some((p) => p.endsWith('.js'))).toBe(true);
    expect(requested.filter((p) => chunks.some((c) => p.endsWith(c)))).toEqual([]);
    expect(requested.filter((p) => /Dashboard|dashboards/.test(p) && !/\/Dashboard-/.test(p))).toEqual([]);
    await context.close();

    const signed = await signedIn('sqa');
    const after: string[] = [];
    signed.page.on('request', (r) => after.push(new URL(r.url()).pathname));
    await signed.page.goto('/dashboard/progress');
    await chartsSettled(signed.page);
    expect(signed.page.workers().map((w) => new URL(w.url()).pathname.split('/').pop())).toEqual(workerChunks);
    expect(after.filter((p) => liveChunks.some((c) => p.endsWith(c)))).toEqual([]);
    // Pointing at a chart brings the live view (tooltips, a click on a bar) over the picture, which looks the same.
    const card = signed.page.locator('[data-chart="status"]');
    const picture = await card.locator('.vega-view svg').innerHTML();
    await card.locator('.vega-view svg .role-mark path').first().hover();
    await card.locator('.vega-view .vega-embed svg').waitFor();
    expect(after.filter((p) => liveChunks.some((c) => p.endsWith(c)))).toHaveLength(liveChunks.length);
    expect(await card.locator('.vega-view svg').count()).toBe(1);
    // The same markup but for the transparent fill the live renderer gives the background, and the names
    // of its clip paths: the worker's picture names them for itself, so no two charts on the page share one.
    const clips = (svg: string) => svg.replace(/(id="|url\(#)(w\d+-)?clip\d+/g, '$1clip');
    expect(clips((await card.locator('.vega-view svg').innerHTML()).replace(' fill="transparent"', ''))).toBe(clips(picture));
    expect(picture).toMatch(/clip-path="url\(#w\d+-clip\d+\)"/);
    // A second live view beside the first and the other pictures: every name on the page is its own.
    const other = signed.page.locator('[data-chart="district-status"]');
    await other.locator('.vega-view svg .role-mark path').first().hover();
    await other.locator('.vega-view .vega-embed svg').waitFor();
    const ids = await signed.page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    await card.locator('.vega-view svg .role-mark path').first().hover();
    await card.locator('.vega-view svg .role-mark path').nth(1).hover();
    await expect.poll(() => signed.page.locator('#vg-tooltip-element.visible').textContent()).toMatch(/Status\s*Self \/ External In Progress\s*Forms/);
    await signed.context.close();
  });

  it('shows a state-level user every district, drawn as SVG, without serious axe violations', async () => {
    const { context, page } = await signedIn('sqa');
    await page.goto('/dashboard/progress');
    await page.getByRole('heading', { name: 'Progress dashboard', level: 1 }).waitFor();
    await chartsSettled(page);
    expect(await page.locator('.vega-view svg').count()).toBeGreaterThanOrEqual(9);
    expect(await page.locator('#filter-district').count()).toBe(1);
    const districts = (await chartTable(page, 'district-status')).map((r) => r[0]);
    expect(districts).toEqual(expect.arrayContaining(['Ambala', 'Hisar', 'Karnal', 'Panchkula', 'Rohtak']));
    const status = await chartTable(page, 'status');
    expect(status).toEqual(expect.arrayContaining([['Report Card Generated', '5']]));
    expect((await chartTable(page, 'complaints')).map((r) => r[0])).toEqual(['Ambala', 'Karnal']);
    await page.locator('[data-chart="status"]').getByRole('button', { name: 'Hide table' }).click();
    await page.locator('[data-chart="district-status"]').getByRole('button', { name: 'Hide table' }).click();
    await page.locator('[data-chart="complaints"]').getByRole('button', { name: 'Hide table' }).click();
    await shot(page, 'dash-progress-en-1280');
    await expectNoSeriousViolations(page, page.url());

    // A chart's numbers and picture, as files: the CSV has the rows of its table, the SVG is the drawn chart.
    const card = page.locator('[data-chart="status"]');
    await card.getByText('Download', { exact: true }).click();
    const [csv] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Data (CSV)' }).click()]);
    expect(csv.suggestedFilename()).toBe('status.csv');
    const rows = readFileSync((await csv.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows.slice(1)).toEqual(expect.arrayContaining(['Report Card Generated,5']));
    expect(rows.length - 1).toBe(status.length);
    const [svg] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Image (SVG)' }).click()]);
    expect(svg.suggestedFilename()).toBe('status.svg');
    expect(readFileSync((await svg.path())!, 'utf8')).toMatch(/^<svg[\s\S]*Report Card Generated/);
    const [png] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Image (PNG)' }).click()]);
    expect([...readFileSync((await png.path())!).subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    await context.close();
  });

  it('fetches every chart again when a filter changes', async () => {
    const { context, page } = await signedIn('sqa');
    await page.goto('/dashboard/progress');
    await chartsSettled(page);
    const svgBefore = await page.locator('[data-chart="district-status"] svg').innerHTML();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/dashboard/') && r.method() === 'POST') calls.push(new URL(r.url()).pathname);
    });
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Karnal' });
    await page.waitForURL(/district=2/);
    // Polled: the charts refetch right after the address changes.
    await expect.poll(async () => (await chartTable(page, 'district-status')).map((r) => r[0])).toEqual(['Karnal']);
    await chartsSettled(page);
    expect(new Set(calls).size).toBeGreaterThanOrEqual(8);
    expect(await page.locator('[data-chart="district-status"] svg').innerHTML()).not.toBe(svgBefore);
    expect(await page.getByLabel('Block', { exact: true }).locator('option').count()).toBe(4);

    await page.getByLabel('Status', { exact: true }).selectOption('9');
    await page.waitForURL(/status=9/);
    await expect.poll(() => chartTable(page, 'status')).toEqual([['Report Card Generated', '2']]);
    await chartsSettled(page);
    await shot(page, 'dash-progress-filtered-en-1280');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((u) => u.search === '');
    await expect.poll(async () => (await chartTable(page, 'status')).length).toBeGreaterThan(1);

    // Without a year in the address the dashboard shows the current cycle; "All years" is kept in the address across a reload.
    const year = page.getByLabel('Accreditation year', { exact: true });
    await expect.poll(() => year.inputValue()).not.toBe('');
    const current = await year.inputValue();
    expect(current).toBe('1');
    expect(await page.getByRole('button', { name: 'Clear filters' }).isDisabled()).toBe(true);
    await year.selectOption({ label: 'All years' });
    await page.waitForURL(/year=all/);
    await page.reload();
    await chartsSettled(page);
    expect(await page.getByLabel('Accreditation year', { exact: true }).inputValue()).toBe('');
    await page.goto(`/dashboard/progress?year=${current}&district=2&status=9`);
    await expect.poll(() => chartTable(page, 'status')).toEqual([['Report Card Generated', '2']]);
    await context.close();
  });

  it('shows a DQA only their district, with its blocks but no district filter', async () => {
    const { context, page } = await signedIn('dqa');
    await page.goto('/dashboard/progress');
    await chartsSettled(page);
    expect(await page.locator('#filter-district').count()).toBe(0);
    expect(await page.getByLabel('Block', { exact: true }).locator('option').allTextContents()).toEqual(['All blocks', 'Ambala-I', 'Barara', 'Naraingarh']);
    expect((await chartTable(page, 'district-status')).map((r) => r[0])).toEqual(['Ambala']);
    const total = (await chartTable(page, 'status')).reduce((s, r) => s + Number(r[1]), 0);
    expect(total).toBe(9);
    await page.getByLabel('Block', { exact: true }).selectOption({ label: 'Barara' });
    await expect.poll(async () => (await chartTable(page, 'status')).reduce((s, r) => s + Number(r[1]), 0)).toBe(3);
    await chartsSettled(page);
    await shot(page, 'dash-progress-dqa-en-1280');
    await expectNoSeriousViolations(page, page.url());
    await context.close();
  });

  it('relabels every chart in Hindi, at 1280 and 360 pixels', async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await signedIn('sqa', { width });
      await page.goto('/dashboard/progress');
      await chartsSettled(page);
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/v1/dashboard/') && calls.push(r.url()));
      await page.getByRole('button', { name: 'हिन्दी' }).first().click();
      await page.getByRole('heading', { name: 'प्रगति डैशबोर्ड', level: 1 }).waitFor();
      await chartsSettled(page);
      await page.waitForFunction(() => document.querySelector('[data-chart="district-heat"] svg')?.textContent?.includes('करनाल'));
      const svgText = await page.locator('[data-chart="management"] svg').textContent();
      expect(svgText).toContain('राज्य सरकार');
      expect(calls).toEqual([]);
      if (width === 360) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await shot(page, `dash-progress-hi-${width}`);
      await expectNoSeriousViolations(page, page.url());
      await context.close();
    }
    const { context, page } = await signedIn('sqa', { width: 360 });
    await page.goto('/dashboard/progress');
    await chartsSettled(page);
    await shot(page, 'dash-progress-en-360');
    await context.close();
  });

  it('draws the analysis, also under its old address /charts/echarts', async () => {
    for (const [lang, width] of [
      ['en', 1280],
      ['hi', 1280],
      ['en', 360],
      ['hi', 360],
    ] as const) {
      const { context, page } = await signedIn('sqa', { lang, width });
      await page.goto(lang === 'en' && width === 1280 ? '/charts/echarts' : '/dashboard/analysis');
      await page.waitForURL(/\/dashboard\/analysis/);
      await chartsSettled(page);
      expect(await page.locator('.vega-view svg').count()).toBe(5);
      if (lang === 'en' && width === 1280) {
        const domains = await chartTable(page, 'domain-self-external');
        expect(domains).toHaveLength(7);
        // Self, external, and the gap between them (external minus self, signed).
        expect(domains.every((r) => r.length === 4 && r.slice(1, 3).every((v) => /^\d/.test(v)) && /^Gap [+\u2212]?\d/.test(r[3]))).toBe(true);
        expect((await chartTable(page, 'district-self-external')).map((r) => r[0])).toEqual(['Ambala', 'Hisar', 'Karnal']);
        for (const id of ['domain-self-external', 'district-self-external']) await page.locator(`[data-chart="${id}"]`).getByRole('button', { name: 'Hide table' }).click();
        await expectNoSeriousViolations(page, page.url());
      }
      if (lang === 'hi') expect(await page.locator('[data-chart="domain-self-external"] svg').textContent()).toContain('स्व-मूल्यांकन');
      await shot(page, `dash-analysis-${lang}-${width}`);
      await context.close();
    }
  });

  it('scopes the analysis of a DQA to their district', async () => {
    const { context, page } = await signedIn('dqa');
    await page.goto('/dashboard/analysis');
    await chartsSettled(page);
    expect((await chartTable(page, 'district-self-external')).map((r) => r[0])).toEqual(['Ambala']);
    await context.close();
  });
});
