import type { TopLevelSpec } from 'vega-lite';
import { CHART_FONT_FAMILY } from '../chartTheme';
import type { DrawAnswer, FontSource } from './protocol';

/** A chart drawn by the worker: the spec it was drawn from (its JSON), its SVG and compiled Vega spec. */
export type Drawn = { key: string; svg: string; vega: object };

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, { resolve: (d: Omit<Drawn, 'key'>) => void; reject: (e: Error) => void }>();

/** Whether charts can be drawn in a worker: a worker that can measure text (OffscreenCanvas); otherwise they are drawn on the page. */
export function canDrawInWorker(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof FontFace !== 'undefined';
}

/** The page's @font-face rules of the chart font, with absolute addresses (the worker resolves them against its own). */
function chartFonts(): FontSource[] {
  const out: FontSource[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim();
      if (family !== CHART_FONT_FAMILY) continue;
      const base = sheet.href ?? location.href;
      const src = rule.style.getPropertyValue('src').replace(/url\((["']?)([^"')]+)\1\)/g, (_m, _q, url: string) => `url("${new URL(url, base).href}")`);
      out.push({
        family,
        src,
        weight: rule.style.getPropertyValue('font-weight') || '400',
        style: rule.style.getPropertyValue('font-style') || 'normal',
        unicodeRange: rule.style.getPropertyValue('unicode-range'),
      });
    }
  }
  return out;
}

let fonts: FontSource[] | null = null;

/** Charts drawn while others asked for with them are still being drawn; shown at the latest after HOLD_MS. */
const held: (() => void)[] = [];
let holdTimer: ReturnType<typeof setTimeout> | undefined;
const HOLD_MS = 500;
function release(): void {
  clearTimeout(holdTimer);
  holdTimer = undefined;
  for (const settle of held.splice(0)) settle();
}

function start(): Worker {
  const w = new Worker(new URL('./drawWorker.ts', import.meta.url), { type: 'module', name: 'charts' });
  w.onmessage = (event: MessageEvent<DrawAnswer>) => {
    const answer = event.data;
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if ('error' in answer) held.push(() => entry.reject(new Error(answer.error)));
    else if ('svg' in answer) held.push(() => entry.resolve({ svg: answer.svg, vega: answer.vega }));
    // The charts asked for together appear together: one layout shift as the page settles, not one per chart.
    if (waiting.size === 0) release();
    else holdTimer ??= setTimeout(release, HOLD_MS);
  };
  // A worker that cannot start (its file gone after a new deployment) fails every chart waiting: they fall back to the table.
  w.onerror = () => {
    for (const entry of waiting.values()) entry.reject(new Error('chart worker failed'));
    waiting.clear();
    release();
    worker = null;
  };
  return w;
}

/** The last charts drawn, by spec: a dashboard that mounts its charts again (a new language, back to the page) shows them at once. */
const recent = new Map<string, Drawn>();
const RECENT = 40;

/** A chart drawn before from the same spec (its JSON), if it is still kept. */
export function drawnBefore(key: string): Drawn | null {
  return recent.get(key) ?? null;
}

/**
 * Draws a chart in the worker, off the main thread, and answers its SVG. The spec (`key`, its
 * JSON) has a width in pixels: a worker has no container to measure. `cancel` withdraws a drawing
 * not wanted any more, if the worker has not started it; its promise then never settles.
 */
export function drawInWorker(key: string): { drawn: Promise<Drawn>; cancel: () => void } {
  worker ??= start();
  fonts ??= chartFonts();
  const id = ++next;
  const w = worker;
  const drawn = new Promise<Drawn>((resolve, reject) => {
    waiting.set(id, {
      resolve: ({ svg, vega }) => {
        const d = { key, svg, vega };
        recent.delete(key);
        recent.set(key, d);
        if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
        resolve(d);
      },
      reject,
    });
    w.postMessage({ id, spec: JSON.parse(key) as TopLevelSpec, fonts });
  });
  const cancel = () => {
    if (!waiting.delete(id)) return;
    w.postMessage({ id, cancel: true });
    if (waiting.size === 0) release();
  };
  return { drawn, cancel };
}
