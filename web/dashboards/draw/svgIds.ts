/**
 * Vega names an SVG's clip paths and gradients from a counter of its own thread (`clip1`,
 * `gradient_0`), so the worker's pictures and the page's live views name theirs alike, and a
 * chart's `url(#clip1)` found another chart's clip path first in the page. Each picture's names
 * carry the drawing's own prefix, which the page's live views (plain counter names) never use.
 */
export function svgWithOwnIds(svg: string, prefix: string): string {
  return svg.replace(/(\bid="|url\(#)((?:p_)?(?:clip\d+|gradient_\d+))/g, `$1${prefix}-$2`);
}
