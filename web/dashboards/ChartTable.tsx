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
};

const unique = (xs: string[]) => [...new Set(xs)];
const shown = (d: ChartDatum | undefined) => (d && d.value !== null ? (d.display ?? String(d.value)) : '–');

/**
 * The chart's data as a table, the text alternative of the picture: one row per
 * category, and one column per series when there are series (a pivot).
 */
export function ChartTable({ id, caption, data, categoryTitle, valueTitle, detailTitle, captionHidden }: Props) {
  const categories = unique(data.map((d) => d.category));
  const series = seriesOf(data);
  const hasDetail = data.some((d) => d.detail);
  const cell = (category: string, s?: string) => data.find((d) => d.category === category && d.series === s);

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
            {hasDetail && series.length === 0 && <th scope="col">{detailTitle}</th>}
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              {series.length > 0 ? (
                series.map((s) => <td key={s}>{shown(cell(c, s))}</td>)
              ) : (
                <td>{shown(cell(c))}</td>
              )}
              {hasDetail && series.length === 0 && <td>{cell(c)?.detail ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
