import { useRef } from 'react';
import { VegaEmbed } from 'react-vega';
import { logger, Warn } from 'vega';
import type { EmbedOptions, Result } from 'vega-embed';
import type { View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import type { TopLevelSpec } from 'vega-lite';

// Vega-Lite 6.4 warns that it drops "fit-y" for every chart sized by step
// height, although fit-x never asked for it: that one message is noise.
const NOISE = 'Dropping "fit-y"';
const quietLogger = logger(Warn, undefined, (method, level, args) => {
  if (args.some((a) => String(a).includes(NOISE))) return;
  console[method](level, ...args);
});

// One object for every chart: react-vega re-embeds when the options change. Expressions are
// interpreted, not compiled with new Function, so the charts run under a CSP without 'unsafe-eval'.
const OPTIONS: EmbedOptions = { actions: false, renderer: 'svg', logger: quietLogger, ast: true, expr: expressionInterpreter };

// The wrapper is the image (role img, the summary as its label); the SVG's own
// ARIA tree of marks would only repeat the table, so it is hidden from assistive technology.
function hideSvgFromAssistiveTech(result: Result): void {
  result.view.container()?.querySelector('svg')?.setAttribute('aria-hidden', 'true');
}

/**
 * The Vega part of a chart, loaded on demand (vega weighs about 300 KB gzip):
 * only this module imports react-vega, so no other chunk pulls vega in.
 */
export default function VegaView({
  spec,
  label,
  onError,
  onView,
  onPick,
}: {
  spec: TopLevelSpec;
  label: string;
  onError?: (error: unknown) => void;
  onView?: (view: View) => void;
  /** A click on a mark: the category and series of its datum (an aggregated mark, as a stack, keeps both). */
  onPick?: (category: string, series: string | undefined) => void;
}) {
  // react-vega embeds again only for a new spec: the listener calls the latest onPick (the filters may have changed since).
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const embedded = (result: Result) => {
    hideSvgFromAssistiveTech(result);
    // Vega's own event API: the clicked item's datum names the bar, the cell or the dot.
    result.view.addEventListener('click', (_event, item) => {
      const datum = (item as { datum?: { category?: unknown; series?: unknown } } | null | undefined)?.datum;
      if (datum && typeof datum.category === 'string') pickRef.current?.(datum.category, typeof datum.series === 'string' ? datum.series : undefined);
    });
    onView?.(result.view);
  };
  return <VegaEmbed className="vega-view" spec={spec} options={OPTIONS} onEmbed={embedded} onError={onError} role="img" aria-label={label} />;
}
