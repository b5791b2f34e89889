/**
 * A list screen's filters, sort and page kept in its address, so a bookmark, a shared link, a
 * refresh or Back brings the same list again. Unknown or malformed values fall back to the
 * defaults rather than failing the page.
 */
export type ListState<F extends string> = {
  filters: Record<F, string>;
  page: number;
  size: number;
  sort: { id: string; desc: boolean } | null;
};

type Spec<F extends string> = { filters: readonly F[]; sizes: readonly number[]; sortIds: readonly string[] };

/** Reads the list state from the address's query. */
export function readListState<F extends string>(params: URLSearchParams, spec: Spec<F>): ListState<F> {
  const filters = Object.fromEntries(spec.filters.map((f) => [f, (params.get(f) ?? '').slice(0, 200)])) as Record<F, string>;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const [id, dir] = (params.get('sort') ?? '').split('.');
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: spec.sizes.includes(size) ? size : spec.sizes[0],
    sort: spec.sortIds.includes(id) ? { id, desc: dir === 'desc' } : null,
  };
}

/** The query for a list state: only what differs from the defaults, so plain lists keep plain addresses. */
export function writeListState<F extends string>(state: ListState<F>, spec: Spec<F>, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (keep) for (const [k, v] of keep) if (!spec.filters.includes(k as F) && !['page', 'size', 'sort'].includes(k)) out.set(k, v);
  for (const f of spec.filters) if (state.filters[f]) out.set(f, state.filters[f]);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.size !== spec.sizes[0]) out.set('size', String(state.size));
  if (state.sort) out.set('sort', `${state.sort.id}.${state.sort.desc ? 'desc' : 'asc'}`);
  return out;
}
