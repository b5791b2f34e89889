// Throwaway: CPU profile of a cold D5 load under 4x CPU throttle.
import { chromium } from 'playwright-core';
import { startServer } from '../tests/e2e/server';
import { call, saveSchoolInfo, storeSession } from '../bench/browser-session';

const route = process.env.ROUTE ?? 'head';
const server = await startServer({ seed: 'full' });
try {
  const base = server.baseUrl;
  const who = route === 'review' ? 'dqa' : 'head';
  const head = await call<Record<string, unknown> & { jwtToken: string; schoolCode: string }>(base, null, 'POST', '/v1/identity/web/auth', { loginId: 'head', loginKey: 'Demo@1234', sourceApp: 'web' });
  await saveSchoolInfo(base, head.jwtToken, head.schoolCode);
  const sess = await call<Record<string, unknown> & { jwtToken: string }>(base, null, 'POST', '/v1/identity/web/auth', { loginId: who, loginKey: 'Demo@1234', sourceApp: 'web' });
  const forms = await call<{ items: { accrid: number; status: number }[] }>(base, sess.jwtToken, 'POST', '/v1/form/search', {});
  const accrid = who === 'dqa' ? (forms.items.find((f) => f.status === 3) ?? forms.items[0]).accrid : forms.items[0].accrid;
  const path = `/forms/domain?accrid=${accrid}&domain=${who === 'dqa' ? 'D1' : 'D5'}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    await storeSession(context, sess);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      (window as unknown as { __long: number[][] }).__long = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) (window as unknown as { __long: number[][] }).__long.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(path);
    await page.locator('form.domain-form').waitFor({ timeout: 60000 });
    await page.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    const long = await page.evaluate(() => (window as unknown as { __long: number[][] }).__long);
    const tbt = long.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    console.log(`run ${run}: long tasks ${JSON.stringify(long)}  TBT-ish ${tbt}`);
    // self time by function and by file
    const dt = new Map<number, number>();
    for (let i = 0; i < profile.samples!.length; i++) dt.set(profile.samples![i], (dt.get(profile.samples![i]) ?? 0) + profile.timeDeltas![i]);
    const byFn = new Map<string, number>();
    const byFile = new Map<string, number>();
    for (const n of profile.nodes) {
      const t = (dt.get(n.id) ?? 0) / 1000;
      const f = n.callFrame;
      const file = f.url.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
      const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber}`;
      byFn.set(key, (byFn.get(key) ?? 0) + t);
      byFile.set(file || f.functionName, (byFile.get(file || f.functionName) ?? 0) + t);
    }
    {
      // bursts of non-idle samples, with inclusive time of named frames
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
      let t = profile.startTime;
      type Burst = { start: number; end: number; incl: Map<string, number> };
      const bursts: Burst[] = [];
      let cur: Burst | null = null;
      for (let i = 0; i < profile.samples!.length; i++) {
        t += profile.timeDeltas![i];
        const n = nodes.get(profile.samples![i])!;
        const idle = n.callFrame.functionName === '(idle)';
        if (idle) { if (cur && t - cur.end > 3000) { bursts.push(cur); cur = null; } continue; }
        if (!cur) cur = { start: t, end: t, incl: new Map() };
        const d = profile.timeDeltas![i + 1] ?? 200;
        cur.end = t;
        const seen = new Set<string>();
        for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
          const f = nodes.get(id)!.callFrame;
          const file = f.url.replace(/^https?:\/\/[^/]+\/assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
          const key = `${f.functionName || '(anon)'}@${file}`;
          if (seen.has(key)) continue;
          seen.add(key);
          cur.incl.set(key, (cur.incl.get(key) ?? 0) + d / 1000);
        }
      }
      if (cur) bursts.push(cur);
      for (const b of bursts) {
        const dur = (b.end - b.start) / 1000;
        if (dur < 30) continue;
        const top = [...b.incl].filter(([k]) => /^[A-Z]/.test(k) || /parse|compile|render|commit|evaluate|Function|JSON/i.test(k)).sort((a, c) => c[1] - a[1]).slice(0, 14);
        console.log(`burst at ${((b.start - profile.startTime) / 1000).toFixed(0)} ms, ${dur.toFixed(0)} ms: ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
      }
    }
    if (run === Number(process.env.RUNS ?? 2) - 1 && process.env.TOPS) {
      console.log('by file:', [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('\n  '));
      console.log('by fn:', [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('\n  '));
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
