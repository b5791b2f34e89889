import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { errorText, ApiError } from '../api/client';

export type AsyncState<T> = {
  data: T | undefined;
  error: string | null;
  errorObject: ApiError | null;
  loading: boolean;
  reload: () => void;
};

/** Runs a load when its dependencies change; answers loading, data and error states. */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [errorObject, setErrorObject] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    setErrorObject(null);
    loadRef.current().then(
      (value) => {
        if (!live) return;
        setData(value);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setError(errorText(e));
        setErrorObject(e instanceof ApiError ? e : null);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, errorObject, loading, reload };
}
