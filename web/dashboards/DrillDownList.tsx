import { useEffect, useEffectEvent, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { rowPaginationFeature, tableFeatures, useTable, type ColumnDef, type PaginationState } from '@tanstack/react-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorText } from '../api/client';
import { apiCall } from '../api/call';
import { Alert } from '../components/Alert';
import { Empty, Loading } from '../components/Loading';
import { pick } from '../i18n';
import type { DrillDownItem } from './api';
import { backHref, drillQuery, readDrill } from './drill';
import { DrillSummary } from './DrillSummary';
import { formatCount, formatScore } from './rows';
import { useDashboard } from './useDashboard';
import './dashboards.css';
import { KeysetPager } from '../components/KeysetPager';
import { useListCursor } from '../app/useListCursor';
import { TableHead, TableRows } from '../components/TableRows';

const features = tableFeatures({ rowPaginationFeature });
const PAGE_SIZES = [25, 50, 100];
const noRows: DrillDownItem[] = [];

/** Page and page size from the address, so Back and a shared link show the same page. */
function readPage(params: URLSearchParams): PaginationState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return { pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0, pageSize: PAGE_SIZES.includes(size) ? size : PAGE_SIZES[0] };
}

/**
 * /dashboard/schools: the schools behind one bar or cell of a dashboard chart
 * (its drill-down). The address carries the dashboard's filters and the
 * clicked category; the server applies the chart's own scope and filters, so
 * the count here is the bar's. Back returns to the dashboard as it was.
 */
export default function DrillDownList() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'hi' ? 'hi' : 'en';
  const [params, setParams] = useSearchParams();
  // The dashboard's own filter state: a DQA's district is implied, and no year means the current cycle, as on the charts.
  const dash = useDashboard();
  const { target } = readDrill(params);
  const pagination = readPage(params);
  const query = drillQuery(dash.filters, target);
  const key = JSON.stringify(query);
  // Next and Previous ask for the schools just past those on screen (a cursor); a page opened from the address, by its number.
  const paging = useListCursor(`${key}/${pagination.pageSize}`, pagination.pageIndex + 1);
  const body = { ...query, page: pagination.pageIndex + 1, pageSize: pagination.pageSize, ...paging.cursor };
  const result = useQuery({
    queryKey: ['dashboard', 'schools', key, body.page, body.pageSize, paging.cursor, lang],
    queryFn: () => apiCall('post', '/v1/dashboard/schools', { body }),
    // As the charts: the list waits until the user's scope is known.
    enabled: dash.ready,
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

  const setPagination = (updater: PaginationState | ((p: PaginationState) => PaginationState), replace = false) => {
    const p = typeof updater === 'function' ? updater(pagination) : updater;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('page', String(p.pageIndex + 1));
        next.set('size', String(p.pageSize));
        return next;
      },
      { replace },
    );
  };
  // Previous that reached the start of the list answers the first page: the address follows.
  const answeredPage = result.isPlaceholderData ? undefined : result.data?.page;
  const followAnswer = useEffectEvent((page: number | undefined) => {
    if (page !== undefined && page !== pagination.pageIndex + 1 && 'before' in paging.cursor) setPagination({ ...pagination, pageIndex: page - 1 }, true);
  });
  useEffect(() => followAnswer(answeredPage), [answeredPage]);

  const items = result.data?.items ?? noRows;
  const withExternal = target.evaluation === 'external' || items.some((i) => i.externalScore !== null);
  const domainLabel = result.data?.domainLabel;
  const domainName = target.domainId ? (domainLabel ? `${target.domainId} ${pick(domainLabel, lang)}` : target.domainId) : undefined;
  const scoreTitle = domainName ? t`Self score (${domainName})` : t`Self score`;
  const externalTitle = domainName ? t`External score (${domainName})` : t`External score`;
  const columns = useMemo<ColumnDef<typeof features, DrillDownItem>[]>(
    () => [
      { id: 'school', header: () => t`School`, cell: ({ row }) => <span className="strong">{row.original.schoolName}</span> },
      { id: 'udise', header: () => 'UDISE', cell: ({ row }) => row.original.udise },
      { id: 'district', header: () => t`District`, cell: ({ row }) => pick(row.original.districtLabel, lang) },
      { id: 'block', header: () => t`Block`, cell: ({ row }) => pick(row.original.blockLabel, lang) },
      {
        id: 'status',
        header: () => t`Status`,
        // A school chart lists schools that may have no form (in the cycle asked for).
        cell: ({ row }) => {
          const { status, statusLabel } = row.original;
          return status === null || statusLabel === null ? (
            <span className="muted">{t`No form`}</span>
          ) : (
            <span className={`status-chip status-${status}`}>{pick(statusLabel, lang)}</span>
          );
        },
      },
      { id: 'score', header: () => scoreTitle, cell: ({ row }) => formatScore(row.original.score) },
      ...(withExternal
        ? [{ id: 'external', header: () => externalTitle, cell: ({ row }) => formatScore(row.original.externalScore) } satisfies ColumnDef<typeof features, DrillDownItem>]
        : []),
      { id: 'grade', header: () => t`Grade`, cell: ({ row }) => row.original.grade ?? '–' },
    ],
    [t, lang, scoreTitle, externalTitle, withExternal],
  );
  const columnLabels: Record<string, string> = {
    school: t`School`,
    udise: 'UDISE',
    district: t`District`,
    block: t`Block`,
    status: t`Status`,
    score: scoreTitle,
    external: externalTitle,
    grade: t`Grade`,
  };

  const table = useTable({
    features,
    columns,
    data: items,
    rowCount: result.data?.total ?? 0,
    manualPagination: true,
    state: { pagination },
    onPaginationChange: setPagination,
  });

  const total = result.data?.total ?? 0;
  const from = total === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const to = Math.min(total, (pagination.pageIndex + 1) * pagination.pageSize);

  return (
    <div className="page dash-page">
      <p className="drill-back">
        <Link to={backHref(params)}>← {t`Back to the dashboard`}</Link>
      </p>
      <h1 className="page-title">{t`Schools behind the chart`}</h1>
      <DrillSummary dash={dash} target={target} lang={lang} domainLabel={domainLabel} />
      {result.error && (
        <Alert kind="error">
          {errorText(result.error)}{' '}
          <button type="button" className="btn btn-sm" onClick={() => void result.refetch()}>
            {t`Try again`}
          </button>
        </Alert>
      )}
      {result.isPending ? (
        <Loading />
      ) : result.data && result.data.total === 0 ? (
        <Empty />
      ) : result.data ? (
        <>
          <p className="drill-total" data-testid="drill-total" aria-live="polite">
            {t`Schools: ${formatCount(total)}`}
          </p>
          <div className="table-wrap">
            <table className="table drill-table" aria-busy={result.isFetching || undefined}>
              <caption className="sr-only">{t`Schools, ${from}–${to} of ${total}.`}</caption>
              <TableHead table={table} />
              <TableRows table={table} labels={columnLabels} rowProps={(row) => ({ 'data-testid': `drill-row-${row.original.accrid ?? row.original.schoolCode}` })} />
            </table>
          </div>
          <KeysetPager table={table} pagination={pagination} answer={result.data} paging={paging} pageSizes={PAGE_SIZES} />
        </>
      ) : null}
    </div>
  );
}
