/**
 * Gives vega a canvas to measure text with inside a worker, where there is no document: vega-canvas
 * asks `document.createElement('canvas')` once, when vega-scenegraph loads, and falls back to a
 * rough estimate (0.8 × font size per letter) without one, which cuts Hindi labels at the wrong
 * length. An OffscreenCanvas measures with the same fonts as the page (see drawWorker.ts).
 * Imported before vega, so that it is in place when vega-scenegraph asks.
 */
const scope = globalThis as { document?: unknown };
if (scope.document === undefined && typeof OffscreenCanvas !== 'undefined') {
  scope.document = { createElement: (tag: string) => (tag === 'canvas' ? new OffscreenCanvas(1, 1) : null) };
}
export {};
