import type { MouseEvent } from 'react';
import { seriesOf, type ChartDatum } from './specs';

type Props = {
  id: string;
  caption: string;
  data: ChartDatum[];
  categoryTitle: string;
  valueTitle: string;
  detailTitle: string;
  /** Hide the caption visually when a heading already names the table. */
  captionHidden?: boolean;
  /** The list of schools behind a value, when the chart has one: each value becomes a link to it. */
  hrefOf?: (d: ChartDatum) => string | undefined;
  /** Follows such a link inside the app (a click without modifier keys); the address alone works too. */
  onOpen?: (d: ChartDatum) => void;
};

const unique = (xs: string[]) => [...new Set(xs)];
const shown = (d: ChartDatum | undefined) => (d && d.value !== null ? (d.display ?? String(d.value)) : '–');

/** A detail that belongs to a whole category (the gap between its two series): the same on every value of it. */
function categoryDetail(data: ChartDatum[], category: string): string | undefined {
  const details = unique(data.filter((d) => d.category === category).map((d) => d.detail ?? ''));
  return details.length === 1 && details[0] ? details[0] : undefined;
}

/**
 * The chart's data as a table, the text alternative of the picture: one row per
 * category, and one column per series when there are series (a pivot). Values
 * with a list behind them are links, the keyboard's way to the drill-down.
 */
export function ChartTable({ id, caption, data, categoryTitle, valueTitle, detailTitle, captionHidden, hrefOf, onOpen }: Props) {
  const categories = unique(data.map((d) => d.category));
  const series = seriesOf(data);
  const hasDetail = data.some((d) => d.detail);
  // With series, a detail gets a column only when it is one per category (per-cell details stay in the tooltip).
  const perCategory = series.length > 0 && hasDetail && categories.every((c) => categoryDetail(data, c) !== undefined);
  const cell = (category: string, s?: string) => data.find((d) => d.category === category && d.series === s);
  const value = (d: ChartDatum | undefined) => {
    const href = d && d.value !== null ? hrefOf?.(d) : undefined;
    if (!d || !href) return shown(d);
    const follow = (e: MouseEvent) => {
      if (!onOpen || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      onOpen(d);
    };
    return (
      <a href={href} onClick={follow}>
        {shown(d)}
      </a>
    );
  };

  return (
    <div className="table-wrap chart-table">
      <table className="table" id={id}>
        <caption className={captionHidden ? 'sr-only' : 'chart-table-caption'}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryTitle}</th>
            {series.length > 0 ? (
              series.map((s) => (
                <th scope="col" key={s}>
                  {s}
                </th>
              ))
            ) : (
              <th scope="col">{valueTitle}</th>
            )}
            {hasDetail && (series.length === 0 || perCategory) && <th scope="col">{detailTitle}</th>}
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              {series.length > 0 ? series.map((s) => <td key={s}>{value(cell(c, s))}</td>) : <td>{value(cell(c))}</td>}
              {hasDetail && series.length === 0 && <td>{cell(c)?.detail ?? ''}</td>}
              {perCategory && <td>{categoryDetail(data, c)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
