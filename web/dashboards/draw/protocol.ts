import type { TopLevelSpec } from 'vega-lite';

/** A font face of the page, for the worker to measure text with: family, source and descriptors as the page's CSS gives them. */
export type FontSource = { family: string; src: string; weight: string; style: string; unicodeRange: string };

/** A chart to draw: its Vega-Lite spec with a width in pixels (no container in a worker); or a drawing no longer wanted. */
export type DrawRequest = { id: number; spec: TopLevelSpec; fonts: FontSource[] } | { id: number; cancel: true };

/** The chart drawn: its SVG markup and the compiled Vega spec (the live view, drawn on demand, starts from it). */
export type DrawAnswer = { id: number; svg: string; vega: object } | { id: number; error: string } | { id: number; cancelled: true };
