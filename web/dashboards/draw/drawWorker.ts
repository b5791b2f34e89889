// The order matters: the canvas for text measurement must be in place before vega loads.
import './workerCanvas';
import { logger, parse, View, Warn } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile } from 'vega-lite';
import type { DrawAnswer, DrawRequest, FontSource } from './protocol';
import { svgWithOwnIds } from './svgIds';

/**
 * Draws dashboard charts off the main thread: compiles the Vega-Lite spec, runs the Vega view
 * headless and answers its SVG. On a phone, compiling and drawing a chart on the main thread took
 * 150–250 ms each (Lighthouse mobile, 4× CPU) and blocked the dashboard while it opened.
 */

// Vega-Lite 6.4 warns that it drops "fit-y" for every chart sized by step height, although
// fit-x never asked for it: that one message is noise.
const NOISE = 'Dropping "fit-y"';
const quietLogger = logger(Warn, undefined, (method, level, args) => {
  if (args.some((a) => String(a).includes(NOISE))) return;
  console[method](level, ...args);
});

const loaded = new Set<string>();
/** Loads the page's chart font into the worker, once per face: text is measured as the page will draw it. */
async function loadFonts(fonts: FontSource[]): Promise<void> {
  const set = (self as unknown as { fonts?: FontFaceSet }).fonts;
  if (!set || typeof FontFace === 'undefined') return;
  for (const f of fonts) {
    const key = `${f.family}|${f.weight}|${f.style}|${f.unicodeRange}|${f.src}`;
    if (loaded.has(key)) continue;
    loaded.add(key);
    set.add(new FontFace(f.family, f.src, { weight: f.weight, style: f.style, unicodeRange: f.unicodeRange || undefined }));
  }
  const families = [...new Set(fonts.map((f) => f.family))];
  // Both scripts and both weights the charts use; a face that fails leaves the fallback font (slightly other widths).
  await Promise.all(families.flatMap((family) => ['400', '600'].map((w) => set.load(`${w} 12px "${family}"`, 'अ A')))).catch(() => undefined);
}

/** Drawings asked for and not yet started: a chart redrawn before its turn (new width, new data) cancels the old one. */
const cancelled = new Set<number>();

async function draw(request: Extract<DrawRequest, { spec: unknown }>): Promise<DrawAnswer> {
  await loadFonts(request.fonts);
  if (cancelled.delete(request.id)) return { id: request.id, cancelled: true };
  const vega = compile(request.spec, { logger: quietLogger }).spec;
  // Expressions are interpreted, not compiled with new Function: the worker runs under the app's CSP too.
  const view = new View(parse(vega, undefined, { ast: true }), { expr: expressionInterpreter, renderer: 'none', logger: quietLogger });
  try {
    const svg = await view.runAsync().then(() => view.toSVG());
    // Several pictures and live views share the page: their clip paths' names must not meet.
    return { id: request.id, svg: svgWithOwnIds(svg, `w${request.id}`), vega };
  } finally {
    view.finalize();
  }
}

self.onmessage = (event: MessageEvent<DrawRequest>) => {
  const request = event.data;
  if ('cancel' in request) {
    cancelled.add(request.id);
    return;
  }
  draw(request).then(
    (answer) => self.postMessage(answer),
    (error: unknown) => self.postMessage({ id: event.data.id, error: error instanceof Error ? error.message : String(error) } satisfies DrawAnswer),
  );
};
