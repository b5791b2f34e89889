import { Plural, useLingui } from '@lingui/react/macro';
import type { DomainMissing } from '../api/types';

/** "Still missing: 3 answers · 2 evidence files · 1 reason": what stops a submit, counted the way the submit counts. */
export function MissingSummary({ missing, className }: { missing: DomainMissing; className?: string }) {
  const { t } = useLingui();
  const parts = [
    missing.answers > 0 && <Plural key="a" value={missing.answers} one="# answer" other="# answers" />,
    missing.evidence > 0 && <Plural key="e" value={missing.evidence} one="# evidence file" other="# evidence files" />,
    missing.reasons > 0 && <Plural key="r" value={missing.reasons} one="# reason for Not Applicable" other="# reasons for Not Applicable" />,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className={className ?? 'missing-summary'}>
      {t`Still missing:`}{' '}
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {p}
        </span>
      ))}
    </span>
  );
}
