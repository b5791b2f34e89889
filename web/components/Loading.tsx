import { useLingui } from '@lingui/react/macro';
import { useOnline } from './useOnline';

/**
 * A spinner with a text for screen readers and for people. Offline, a load waits for the
 * connection instead of failing (web/app/queryClient.ts), so the spinner says why it waits.
 */
export function Loading() {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{online ? t`Loading…` : t`You are offline. This page loads when the connection returns.`}</span>
    </div>
  );
}

/** The empty state of lists (spec §8: No records found!). */
export function Empty() {
  const { t } = useLingui();
  return <p className="empty">{t`No records found!`}</p>;
}
