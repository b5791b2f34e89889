import { useLingui } from '@lingui/react/macro';
import type { CatalogueVersion } from '../../../../engine';
import type { Problem } from './draftApi';
import { partOfProblem } from './draftParts';

type Props = {
  problems: Problem[];
  /** The draft checked: the parts the problems are in. */
  catalogue: CatalogueVersion;
  onPick: (p: Problem) => void;
};

/** What stops publishing, in plain words, each linked to the part to fix; then what only looks wrong (warnings). */
export function CheckPanel({ problems, catalogue, onPick }: Props) {
  const { t } = useLingui();
  /** The name of the part a problem is in, for its link. */
  const partName = (p: Problem) => {
    if (p.path.startsWith('testSchools')) return t`Test schools`;
    const part = partOfProblem(p, catalogue);
    if (!part) return t`Version`;
    if (part.kind === 'title') return t`Title`;
    if (part.kind === 'grading') return t`Grading`;
    if (part.kind === 'optionGroup') return t`Option group ${part.id}`;
    return part.id;
  };
  const blocking = problems.filter((p) => p.kind !== 'warning');
  const warnings = problems.filter((p) => p.kind === 'warning');
  const list = (items: Problem[]) => (
    <ul className="problem-list">
      {items.map((p, i) => (
        <li key={i}>
          <button type="button" className="link-button" onClick={() => onPick(p)}>
            {partName(p)}
          </button>{' '}
          {p.message}
        </li>
      ))}
    </ul>
  );
  const warned = warnings.length > 0 && (
    <div className="check-warnings" data-testid="check-warnings">
      <h3 className="card-subtitle">{t`${warnings.length} warnings: these do not stop publishing, but look at each`}</h3>
      {list(warnings)}
    </div>
  );
  if (!blocking.length) {
    return (
      <div className="card check-panel" role="status" data-testid="check-panel">
        <p className="alert alert-success">{t`No problems: this draft can be published.`}</p>
        {warned}
      </div>
    );
  }
  const hindi = blocking.filter((p) => p.kind === 'hindi').length;
  return (
    <div className="card check-panel" role="region" aria-label={t`Problems to fix before publishing`} data-testid="check-panel">
      <h2 className="card-title">{t`${blocking.length} problems to fix before publishing`}</h2>
      {hindi > 0 && <p className="muted">{t`${hindi} of them are Hindi texts still to write.`}</p>}
      {list(blocking)}
      {warned}
    </div>
  );
}
