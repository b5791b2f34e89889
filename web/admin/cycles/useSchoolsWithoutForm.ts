import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import type { SchoolWithoutForm } from '../types';

const PAGE_SIZE = 50;

export type SchoolsWithoutForm = {
  items: SchoolWithoutForm[];
  /** How many match the search (all of them without one). */
  total: number;
  loading: boolean;
  /** An answer for the current cycle and search has arrived. */
  loaded: boolean;
  error: string | null;
  /** Loads the next page onto the list. */
  more: () => void;
  reload: () => void;
};

/** The active schools with no form in a cycle, page by page, for a search (empty: all of them). */
export function useSchoolsWithoutForm(cycleid: number | null, search: string, lang: string): SchoolsWithoutForm {
  const [items, setItems] = useState<SchoolWithoutForm[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // Answers of an older search or cycle are dropped when they arrive late.
  const current = useRef(0);

  const load = useCallback(
    async (page: number) => {
      if (cycleid === null) return;
      const call = ++current.current;
      setLoading(true);
      setError(null);
      if (page === 1) setLoaded(false);
      try {
        const body = { page, pageSize: PAGE_SIZE, ...(search ? { search } : {}) };
        const answer = await apiCall('post', '/v1/cycle/{cycleid}/schools/without-form', { path: { cycleid }, body });
        if (call !== current.current) return;
        setItems((old) => (page === 1 ? answer.items : [...old, ...answer.items]));
        setTotal(answer.total);
        setLoaded(true);
      } catch (e) {
        if (call === current.current) setError(errorText(e));
      } finally {
        if (call === current.current) setLoading(false);
      }
    },
    [cycleid, search],
  );

  // Read again for a new cycle or search, when asked, and in another language (district and block names come in the reader's).
  useEffect(() => {
    void load(1);
  }, [load, tick, lang]);

  const more = useCallback(() => void load(Math.floor(items.length / PAGE_SIZE) + 1), [load, items.length]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { items, total, loading, loaded, error, more, reload };
}
