import { useLingui } from '@lingui/react/macro';
import type { Problem } from './draftApi';

type Props = {
  problems: Problem[];
  onPick: (p: Problem) => void;
  /** The name of the part a problem is in, for its link. */
  partName: (p: Problem) => string;
};

/** What stops publishing, in plain words, each linked to the part to fix. */
export function CheckPanel({ problems, onPick, partName }: Props) {
  const { t } = useLingui();
  if (!problems.length) {
    return (
      <div className="alert alert-success" role="status" data-testid="check-panel">
        {t`No problems: this draft can be published.`}
      </div>
    );
  }
  const hindi = problems.filter((p) => p.kind === 'hindi').length;
  return (
    <div className="card check-panel" role="region" aria-label={t`Problems to fix before publishing`} data-testid="check-panel">
      <h2 className="card-title">{t`${problems.length} problems to fix before publishing`}</h2>
      {hindi > 0 && <p className="muted">{t`${hindi} of them are Hindi texts still to write.`}</p>}
      <ul className="problem-list">
        {problems.map((p, i) => (
          <li key={i}>
            <button type="button" className="link-button" onClick={() => onPick(p)}>
              {partName(p)}
            </button>{' '}
            {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
