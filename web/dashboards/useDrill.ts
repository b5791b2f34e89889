import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { drillHref, type DrillSource, type DrillTarget } from './drill';

/** The drill-down props of a dashboard's charts: where a value leads (with this page's filters) and how to go there. */
export function useDrill(from: DrillSource): { drillHref: (target: DrillTarget) => string; onDrill: (href: string) => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const href = useCallback((target: DrillTarget) => drillHref(from, params, target), [from, params]);
  const onDrill = useCallback((to: string) => void navigate(to), [navigate]);
  return { drillHref: href, onDrill };
}
