import { Suspense, useEffect, useEffectEvent, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { rowPaginationFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type PaginationState, type SortingState } from '@tanstack/react-table';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../api/client';
import { apiCall } from '../api/call';
import type { FormListItem } from '../api/types';
import { hasSettled, referenceQuery } from '../app/queryClient';
import { formListKeys, lookupKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { pick } from '../i18n';
import { useSession } from '../app/useSession';
import { privileges } from '../auth/session';
import { STATUS_LABELS } from '../app/statusLabels';
import { Alert } from '../components/Alert';
import { Empty, Loading } from '../components/Loading';
import { ProgressBar } from '../components/ProgressBar';
import { RowActions, RowDialog, type RowDialogState } from './RowActions';
import { BulkPanel } from './BulkPanel';
import { lookups } from '../dashboards/api';
import { asciiDigits } from '../../engine';
import { readListState, writeListState, type ListState } from '../app/listUrl';
import { KeysetPager } from '../components/KeysetPager';
import { lazyScreen } from '../app/screens';
import { useListCursor } from '../app/useListCursor';
import { TableRows } from '../components/TableRows';

// The form under review is its own chunk: the list draws without rjsf, then loads it for the
// form a reviewer opens next (drawn at once then, see web/app/screens.tsx).
const FormReview = lazyScreen(() => import('./FormReview'));

/** Loads the review form's code: web/app/router.tsx waits for it when the page opens on a form (?accrid=). */
export const preloadReview = () => FormReview.preload();

const features = tableFeatures({ rowPaginationFeature, rowSortingFeature });
/** The server's sort key of each sortable column (POST /v1/form/search `sort`). */
const SORT_KEYS: Record<string, 'schoolName' | 'district' | 'status' | 'attempted'> = { school: 'schoolName', district: 'district', status: 'status', progress: 'attempted' };
const PAGE_SIZES = [20, 50, 100];
const noRows: FormListItem[] = [];

type Filters = { search: string; cycle: string; district: string; block: string; status: string };
const NO_FILTERS: Filters = { search: '', cycle: '', district: '', block: '', status: '' };
// The list's filters, sort and page live in the address: a link, a refresh or Back restores them.
const LIST = { filters: Object.keys(NO_FILTERS) as (keyof Filters)[], sizes: PAGE_SIZES, sortIds: Object.keys(SORT_KEYS) };

/** /dashboard/accreditation: the reviewers' list of forms; with ?accrid= the form itself, under review. */
export default function Accreditation() {
  const [params] = useSearchParams();
  const location = useLocation();
  const accrid = params.get('accrid');
  if (accrid) {
    const schoolName = (location.state as { schoolName?: string } | null)?.schoolName ?? '';
    const domain = params.get('domain') ?? 'D1';
    const hrefFor = (d: string) => `/dashboard/accreditation?accrid=${encodeURIComponent(accrid)}&domain=${d}`;
    return (
      <Suspense fallback={<Loading />}>
        <FormReview accrid={accrid} domain={domain} schoolName={schoolName} hrefFor={hrefFor} />
      </Suspense>
    );
  }
  return <FormsList />;
}

function FormsList() {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const session = useSession();
  const privs = useMemo(() => privileges(session), [session]);
  const [params, setParams] = useSearchParams();
  const listState = useMemo(() => readListState(params, LIST), [params]);
  const filters = listState.filters;
  const filtersKey = JSON.stringify(filters);
  const pagination = useMemo<PaginationState>(() => ({ pageIndex: listState.page - 1, pageSize: listState.size }), [listState.page, listState.size]);
  const sortId = listState.sort?.id;
  const sortDesc = listState.sort?.desc;
  const sorting = useMemo<SortingState>(() => (sortId === undefined ? [] : [{ id: sortId, desc: !!sortDesc }]), [sortId, sortDesc]);
  const go = (next: Partial<ListState<keyof Filters>>, replace = false) => setParams(writeListState({ ...listState, ...next }, LIST, params), { replace });
  // Next and Previous ask for the rows just past those on screen (a cursor); a page opened from the address, by its number.
  const paging = useListCursor(JSON.stringify([filters, listState.sort, listState.size]), listState.page);
  const setPagination = (updater: PaginationState | ((p: PaginationState) => PaginationState)) => {
    const p = typeof updater === 'function' ? updater(pagination) : updater;
    go({ page: p.pageIndex + 1, size: p.pageSize });
  };
  const [draft, setDraft] = useState<Filters>(filters);
  // Back and forward bring other filters: the form shows them (compared as text: a new object each render).
  const showFilters = useEffectEvent(() => setDraft(filters));
  useEffect(() => showFilters(), [filtersKey]);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<RowDialogState | null>(null);

  // The same lookups as the dashboards' filters (web/dashboards/useDashboard.ts): one request serves both.
  const cycles = useQuery({ queryKey: lookupKeys.years, queryFn: lookups.years });
  const districts = useQuery({ queryKey: lookupKeys.districts, queryFn: lookups.districts, ...referenceQuery });
  const blocks = useQuery({ queryKey: lookupKeys.blocks(draft.district), queryFn: () => lookups.blocks(Number(draft.district)), enabled: !!draft.district, ...referenceQuery });

  const sorted = sorting[0];
  const sort = sorted ? SORT_KEYS[sorted.id] : undefined;
  const order: 'asc' | 'desc' | undefined = sort ? (sorted.desc ? 'desc' : 'asc') : undefined;
  const search = {
    search: filters.search || undefined,
    cycleid: filters.cycle ? Number(filters.cycle) : undefined,
    districtId: filters.district ? Number(filters.district) : undefined,
    blockId: filters.block ? Number(filters.block) : undefined,
    status: filters.status ? Number(filters.status) : undefined,
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort,
    order,
    ...paging.cursor,
  };
  const result = useQuery({
    queryKey: formListKeys.search(search, lang),
    queryFn: () => apiCall('post', '/v1/form/search', { body: search }),
    // The rows shown stay (the table marked busy) until the next page, sort or filter arrives.
    placeholderData: keepPreviousData,
  });
  // Previous that reached the start of the list (forms left it meanwhile) answers the first page: the address follows.
  const answeredPage = result.isPlaceholderData ? undefined : result.data?.page;
  // With the rows on screen, the review form's code comes next: the form a reviewer opens draws at once.
  const rowsShown = !!result.data;
  useEffect(() => {
    if (rowsShown) preloadReview().catch(() => undefined);
  }, [rowsShown]);
  const followAnswer = useEffectEvent((page: number | undefined) => {
    if (page !== undefined && page !== listState.page && 'before' in paging.cursor) go({ page }, true);
  });
  useEffect(() => followAnswer(answeredPage), [answeredPage]);
  const queryClient = useQueryClient();
  // A bulk move or a row's submit or reject moves forms.
  const reload = () => void queryClient.invalidateQueries({ queryKey: formListKeys.all });

  const columns = useMemo<ColumnDef<typeof features, FormListItem>[]>(
    () => [
      {
        id: 'school',
        accessorFn: (r) => r.schoolName,
        header: () => t`School`,
        cell: ({ row }) => (
          <div>
            <div className="cell-strong">{row.original.schoolName}</div>
            <div className="muted small">{row.original.schoolCode}</div>
          </div>
        ),
      },
      {
        // A school has a form per cycle: with two cycles open at once the rows differ only here.
        id: 'cycle',
        accessorFn: (r) => r.cycleName,
        enableSorting: false,
        header: () => t`Cycle`,
        cell: ({ row }) => row.original.cycleName,
      },
      {
        id: 'district',
        accessorFn: (r) => `${r.districtName ?? ''} ${r.blockName ?? ''}`,
        header: () => t`District`,
        cell: ({ row }) => (
          <div>
            <div>{row.original.districtName ?? ''}</div>
            {row.original.blockName && <div className="muted small">{row.original.blockName}</div>}
          </div>
        ),
      },
      {
        id: 'status',
        accessorFn: (r) => r.status,
        header: () => t`Status`,
        cell: ({ row }) => <span className={`status-chip status-${row.original.status}`}>{row.original.statusLabel}</span>,
      },
      {
        id: 'progress',
        accessorFn: (r) => (r.total ? (r.attempted ?? 0) / r.total : 0),
        header: () => t`Answered`,
        cell: ({ row }) => {
          const { attempted = 0, total = 0 } = row.original;
          return (
            <div className="cell-progress">
              <span>
                {attempted}/{total}
              </span>
              <ProgressBar value={attempted} max={total} label={t`${attempted} of ${total} answered`} />
            </div>
          );
        },
      },
      {
        id: 'actions',
        enableSorting: false,
        header: () => t`Actions`,
        cell: ({ row }) => <RowActions item={row.original} privileges={privs} onOpen={setDialog} />,
      },
    ],
    // setDialog is stable
    [t, privs],
  );

  // Shown before each cell when the table turns into cards on phones.
  const columnLabels: Record<string, string> = { district: t`District`, status: t`Status`, progress: t`Answered` };

  const table = useTable({
    features,
    columns,
    data: result.data?.items ?? noRows,
    rowCount: result.data?.total ?? 0,
    manualPagination: true,
    // The server sorts the whole list; a new order starts again at the first page.
    manualSorting: true,
    enableMultiSort: false,
    state: { pagination, sorting },
    onPaginationChange: setPagination,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      go({ sort: next[0] ? { id: next[0].id, desc: next[0].desc } : null, page: 1 });
    },
  });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.search.trim();
    if (text.length > 0 && text.length < 3) {
      setSearchError(t`Please enter at least 3 characters for the school name.`);
      return;
    }
    setSearchError(null);
    go({ filters: { ...draft, search: text }, page: 1 });
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    setSearchError(null);
    go({ filters: NO_FILTERS, page: 1 });
  };

  const set = (k: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [k]: value, ...(k === 'district' ? { block: '' } : {}) }));
  const total = result.data?.total ?? 0;
  const estimated = result.data?.totalIsEstimate ?? false;
  const from = total === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const to = Math.min(total, (pagination.pageIndex + 1) * pagination.pageSize);
  const sortLabel = (dir: false | 'asc' | 'desc') => (dir === 'asc' ? t`sorted ascending` : dir === 'desc' ? t`sorted descending` : t`not sorted`);

  // The bulk panel and the filters' choices need the cycles and districts: the page waits for them
  // rather than push the filters and the list down when they come (a layout shift of 0.15 on a phone).
  if (!hasSettled(cycles) || !hasSettled(districts)) {
    return (
      <div className="page">
        <h1 className="page-title">{t`Accreditation`}</h1>
        <Loading />
      </div>
    );
  }

  return (
    <div className="page">
      <h1 className="page-title">{t`Accreditation`}</h1>
      {cycles.data && districts.data && <BulkPanel privileges={privs} cycles={cycles.data} districts={districts.data} onDone={reload} />}
      <form className="toolbar filters" onSubmit={apply} role="search" aria-label={t`Find forms`}>
        <div className="field">
          <label htmlFor="school-search">{t`School name`}</label>
          <input
            id="school-search"
            type="search"
            value={draft.search}
            onChange={(e) => set('search')(asciiDigits(e.target.value))}
            aria-invalid={!!searchError || undefined}
            aria-describedby={searchError ? 'school-search-error' : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="cycle-filter">{t`Cycle`}</label>
          <select id="cycle-filter" value={draft.cycle} onChange={(e) => set('cycle')(e.target.value)}>
            <option value="">{t`All cycles`}</option>
            {(cycles.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="district-filter">{t`District`}</label>
          <select id="district-filter" value={draft.district} onChange={(e) => set('district')(e.target.value)}>
            <option value="">{t`All districts`}</option>
            {(districts.data ?? []).map((d) => (
              <option key={d.id} value={String(d.id)}>
                {pick(d.label, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="block-filter">{t`Block`}</label>
          <select id="block-filter" value={draft.block} onChange={(e) => set('block')(e.target.value)} disabled={!draft.district}>
            <option value="">{t`All blocks`}</option>
            {(blocks.data ?? []).map((b) => (
              <option key={b.id} value={String(b.id)}>
                {pick(b.label, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="status-filter">{t`Status`}</label>
          <select id="status-filter" value={draft.status} onChange={(e) => set('status')(e.target.value)}>
            <option value="">{t`All statuses`}</option>
            {Object.entries(STATUS_LABELS).map(([code, d]) => (
              <option key={code} value={code}>
                {i18n._(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-buttons">
          <button type="submit" className="btn btn-primary">
            {t`Search`}
          </button>
          <button type="button" className="btn" onClick={clear}>
            {t`Clear`}
          </button>
        </div>
      </form>
      {searchError && (
        <p className="field-error" id="school-search-error" role="alert">
          {searchError}
        </p>
      )}
      {notice && (
        <Alert kind="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {result.error && <Alert kind="error">{errorText(result.error)}</Alert>}
      <RowDialog
        open={dialog}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          setNotice(message);
          reload();
        }}
      />
      {result.isPending ? (
        <Loading />
      ) : result.data && result.data.items.length === 0 ? (
        <Empty />
      ) : result.data ? (
        <>
          <div className="table-wrap">
            <table className="table forms-table" aria-busy={result.isFetching || undefined}>
              <caption className="sr-only">{estimated ? t`Accreditation forms, ${from}–${to} of about ${total}.` : t`Accreditation forms, ${from}–${to} of ${total}.`}</caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const dir = header.column.getIsSorted();
                      return (
                        <th key={header.id} scope="col" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
                          {header.isPlaceholder ? null : header.column.getCanSort() ? (
                            <button type="button" className="sort-btn" onClick={header.column.getToggleSortingHandler()}>
                              <table.FlexRender header={header} />
                              <span className="sort-mark" aria-hidden="true">
                                {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                              </span>
                              <span className="sr-only">({sortLabel(dir)})</span>
                            </button>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <TableRows table={table} labels={columnLabels} rowProps={(row) => ({ 'data-testid': `form-row-${row.original.accrid}` })} />
            </table>
          </div>
          <KeysetPager table={table} pagination={pagination} answer={result.data} paging={paging} pageSizes={PAGE_SIZES} totalIsEstimate={estimated} />
        </>
      ) : null}
    </div>
  );
}
