import { CHART_FONT } from './chartTheme';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * A chart label's width in pixels at the charts' 12 px font, measured as Vega measures it (a
 * canvas). Before the Devanagari font has loaded the browser measures with a fallback, close enough
 * for planning a card's height; without a canvas, Vega's own estimate.
 */
export function labelWidth(text: string): number {
  if (context === undefined) {
    try {
      context = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
    } catch {
      context = null;
    }
    if (context) context.font = `12px ${CHART_FONT}`;
  }
  return context ? context.measureText(text).width : Math.floor(0.8 * text.length * 12);
}
