import { useLingui } from '@lingui/react/macro';

/** A spinner with a text for screen readers and for people. */
export function Loading() {
  const { t } = useLingui();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t`Loading…`}</span>
    </div>
  );
}

/** The empty state of lists (spec §8: No records found!). */
export function Empty() {
  const { t } = useLingui();
  return <p className="empty">{t`No records found!`}</p>;
}
