import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../../engine';
import { Loading } from '../../../components/Loading';
import type { ChartDatum } from '../../../dashboards/specs';
import { formatNumber, pick, withMessages } from '../../../i18n';
import { DataTable, type AdminColumn } from '../../components/DataTable';
import { SCHOOL_OPTIONS } from '../../schools/schoolOptions';
import type { ImpactResult } from './impactApi';

/** The columns of a table of grade moves: its first column's heading, then up, down and unchanged. */
function moveColumns(first: string, words: { up: string; down: string; same: string }, lang: Lang): AdminColumn<Row>[] {
  return [
    { id: 'name', header: () => first, cell: ({ row }) => <span className="cell-strong">{row.original.name}</span> },
    { id: 'up', header: () => words.up, cell: ({ row }) => formatNumber(row.original.up, lang) },
    { id: 'down', header: () => words.down, cell: ({ row }) => formatNumber(row.original.down, lang) },
    { id: 'same', header: () => words.same, cell: ({ row }) => formatNumber(row.original.same, lang) },
  ];
}

// The dashboards' chart card, with the dashboards' words (its buttons, its table), loaded with it.
const Chart = lazy(withMessages('dashboards', () => import('../../../dashboards/Chart').then((m) => ({ default: m.Chart }))));

type Moves = { up: number; down: number; same: number };
type Row = Moves & { key: string; name: string };
type Mover = ImpactResult['movers'][number];
type DomainRow = ImpactResult['domains'][number];

const signed = (n: number, lang: Lang) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n), lang, 1)}`;
const score = (n: number | null, lang: Lang) => (n === null ? '–' : formatNumber(n, lang, 1));
const points = (n: number | null, lang: Lang) => (n === null ? '–' : formatNumber(n, lang, Number.isInteger(n) ? 0 : 1));

/**
 * The figures of a finished impact report: how many schools change grade (up, down, unchanged) in
 * all, by district (a chart and a table) and by management type, the schools that move most, and
 * each domain's points possible and mean score before and after.
 */
export function ImpactFigures({ result, lang }: { result: ImpactResult; lang: Lang }) {
  const { t, i18n } = useLingui();
  const up = t`Grade up`;
  const down = t`Grade down`;
  const same = t`Unchanged`;
  const managementName = useCallback(
    (key: string) => {
      const d = (SCHOOL_OPTIONS.management as Record<string, MessageDescriptor | undefined>)[key];
      return d ? i18n._(d) : key;
    },
    [i18n],
  );
  const districts: Row[] = result.byDistrict.map((d) => ({ key: String(d.districtId), name: pick(d.name, lang), up: d.up, down: d.down, same: d.same }));
  const managements: Row[] = result.byManagement.map((m) => ({ key: m.management, name: managementName(m.management), up: m.up, down: m.down, same: m.same }));
  const chartData: ChartDatum[] = districts.flatMap((d) => [
    // In this order the dashboards' palette gives unchanged blue, down orange and up green.
    { category: d.name, series: same, value: d.same, seriesRank: 0 },
    { category: d.name, series: down, value: d.down, seriesRank: 1 },
    { category: d.name, series: up, value: d.up, seriesRank: 2 },
  ]);

  const moveLabels = (first: string) => ({ name: first, up, down, same });
  const byDistrictColumns = useMemo(() => moveColumns(t`District`, { up, down, same }, lang), [t, up, down, same, lang]);
  const byManagementColumns = useMemo(() => moveColumns(t`Management type`, { up, down, same }, lang), [t, up, down, same, lang]);

  const moverColumns = useMemo<AdminColumn<Mover>[]>(
    () => [
      {
        id: 'school',
        header: () => t`School`,
        cell: ({ row }) => (
          <div>
            <div className="cell-strong">{row.original.schoolName}</div>
            <div className="muted small">
              {row.original.schoolCode} · {pick(row.original.district, lang)} · {managementName(row.original.management)}
            </div>
          </div>
        ),
      },
      { id: 'score', header: () => t`Score before → after`, cell: ({ row }) => `${score(row.original.oldScore, lang)} → ${score(row.original.newScore, lang)}` },
      { id: 'grade', header: () => t`Grade before → after`, cell: ({ row }) => `${row.original.oldGrade} → ${row.original.newGrade}` },
      { id: 'change', header: () => t`Change`, cell: ({ row }) => <span className={row.original.change < 0 ? 'impact-down' : 'impact-up'}>{signed(row.original.change, lang)}</span> },
    ],
    [t, lang, managementName],
  );
  const domainColumns = useMemo<AdminColumn<DomainRow>[]>(
    () => [
      { id: 'domain', header: () => t`Domain`, cell: ({ row }) => <span className="cell-strong">{`${row.original.domainId} · ${pick(row.original.name, lang)}`}</span> },
      { id: 'pointsBefore', header: () => t`Points possible before`, cell: ({ row }) => points(row.original.pointsBefore, lang) },
      { id: 'pointsAfter', header: () => t`Points possible after`, cell: ({ row }) => points(row.original.pointsAfter, lang) },
      { id: 'meanBefore', header: () => t`Mean score before`, cell: ({ row }) => score(row.original.meanBefore, lang) },
      { id: 'meanAfter', header: () => t`Mean score after`, cell: ({ row }) => score(row.original.meanAfter, lang) },
    ],
    [t, lang],
  );
  const reasons: Record<ImpactResult['unscored'][number]['reason'], string> = {
    versionUnknown: t`its version is not in this database`,
    noGradeBefore: t`it has no grade to compare with`,
    nothingScored: t`no question of the draft could be scored from its answers`,
    error: t`its answers could not be scored`,
  };
  const changed = result.totals.up + result.totals.down;

  return (
    <div className="impact-figures" data-testid="impact-figures">
      <p className="impact-summary" data-testid="impact-summary">
        {t`Of ${formatNumber(result.scored, lang)} approved forms of ${result.cycleName}, ${formatNumber(changed, lang)} schools would change grade: ${formatNumber(result.totals.up, lang)} up, ${formatNumber(result.totals.down, lang)} down; ${formatNumber(result.totals.same, lang)} unchanged.`}
      </p>
      <ul className="impact-totals">
        <li className="impact-up">
          <strong>{formatNumber(result.totals.up, lang)}</strong> {up}
        </li>
        <li className="impact-down">
          <strong>{formatNumber(result.totals.down, lang)}</strong> {down}
        </li>
        <li>
          <strong>{formatNumber(result.totals.same, lang)}</strong> {same}
        </li>
      </ul>
      <div className="impact-chart">
        <Suspense fallback={<Loading />}>
          <Chart
          id="impact-by-district"
          title={t`Grade changes by district`}
          kind="stacked"
          data={chartData}
          categoryTitle={t`District`}
          valueTitle={t`Schools`}
          seriesTitle={t`Grade`}
          integer
          wide
        />
        </Suspense>
      </div>
      <h2>{t`By district`}</h2>
      <DataTable caption={t`Grade changes by district`} columns={byDistrictColumns} data={districts} labels={moveLabels(t`District`)} rowKey={(r) => r.key} testId="impact-by-district-table" />
      <h2>{t`By management type`}</h2>
      <DataTable caption={t`Grade changes by management type`} columns={byManagementColumns} data={managements} labels={moveLabels(t`Management type`)} rowKey={(r) => r.key} testId="impact-by-management" />
      <h2>{t`Schools that move most`}</h2>
      <DataTable
        caption={t`Schools that move most`}
        columns={moverColumns}
        data={result.movers}
        labels={{ school: t`School`, score: t`Score before → after`, grade: t`Grade before → after`, change: t`Change` }}
        rowKey={(m) => String(m.accrid)}
        testId="impact-movers"
      />
      <h2>{t`Points per domain`}</h2>
      <DataTable
        caption={t`Points per domain`}
        columns={domainColumns}
        data={result.domains}
        labels={{ domain: t`Domain`, pointsBefore: t`Points possible before`, pointsAfter: t`Points possible after`, meanBefore: t`Mean score before`, meanAfter: t`Mean score after` }}
        rowKey={(d) => d.domainId}
        testId="impact-domains"
      />
      {result.unscored.length > 0 && (
        <section data-testid="impact-unscored">
          <h2>{t`Forms that could not be scored`}</h2>
          <ul>
            {result.unscored.map((u) => (
              <li key={u.accrid}>
                {`${u.schoolName} (${u.schoolCode}): `}
                {reasons[u.reason]}
                {u.detail ? ` (${u.detail})` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
