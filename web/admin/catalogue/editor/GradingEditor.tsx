import { useLingui } from '@lingui/react/macro';
import type { GradeBand, Grading } from '../../../../engine';
import { ScoreInput } from './ScoreInput';
import { BilingualText } from './BilingualText';
import { RecheckMark } from './hindiRecheck';
import { RowButtons } from './RowButtons';

type Props = {
  value: Grading;
  onChange: (value: Grading) => void;
  disabled?: boolean;
};

/** The grade bands (highest first, the last from 0) and the rules for zero denominators and Not Applicable reasons. */
export function GradingEditor({ value, onChange, disabled }: Props) {
  const { t } = useLingui();
  const bands = value.bands;
  const setBands = (next: GradeBand[]) => onChange({ ...value, bands: next });
  const set = (i: number, patch: Partial<GradeBand>) => setBands(bands.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const move = (i: number, by: number) => {
    const next = [...bands];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b);
    setBands(next);
  };
  return (
    <div className="section-editor" data-testid="grading-editor">
      <h2 className="card-title">{t`Grading`}</h2>
      <p className="muted small">{t`A school gets the first grade whose minimum its overall score reaches. List the highest grade first; the last one starts at 0.`}</p>
      <div className="option-table-wrap">
        <table className="option-table">
          <caption>{t`Grade bands`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Grade`}</th>
              <th scope="col">{t`From score (%)`}</th>
              <th scope="col">{t`English`}</th>
              <th scope="col">{t`Hindi`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((b, i) => (
              <tr key={i}>
                <td data-label={t`Grade`}>
                  <input aria-label={t`Grade of band ${i + 1}`} value={b.grade} disabled={disabled} size={4} onChange={(e) => set(i, { grade: e.target.value.toUpperCase() })} />
                </td>
                <td data-label={t`From score (%)`}>
                  <ScoreInput label={t`Lowest score of band ${i + 1}`} path={`bands.${i}.min`} max={100} value={b.min} disabled={disabled} onChange={(min) => set(i, { min: min as number })} />
                </td>
                <td data-label={t`English`}>
                  <input aria-label={t`English label of band ${i + 1}`} lang="en" value={b.label.en} disabled={disabled} onChange={(e) => set(i, { label: { ...b.label, en: e.target.value } })} />
                </td>
                <td data-label={t`Hindi`}>
                  <input aria-label={t`Hindi label of band ${i + 1}`} lang="hi" value={b.label.hi} disabled={disabled} onChange={(e) => set(i, { label: { ...b.label, hi: e.target.value } })} />
                  <RecheckMark textKey={`grade:${b.grade}|label`} />
                </td>
                <RowButtons
                  index={i}
                  count={bands.length}
                  min={2}
                  disabled={disabled}
                  labels={{ up: t`Move band ${i + 1} up`, down: t`Move band ${i + 1} down`, remove: t`Remove band ${i + 1}` }}
                  onMove={(by) => move(i, by)}
                  onRemove={() => setBands(bands.filter((_, j) => j !== i))}
                />
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="btn btn-sm" disabled={disabled} onClick={() => setBands([...bands, { grade: '', min: 0, label: { en: '', hi: '' } }])}>
          {t`Add a grade`}
        </button>
      </div>
      <div className="field">
        <label htmlFor="zero-denominator">{t`A computed percentage whose whole is 0`}</label>
        <select id="zero-denominator" value={value.zeroDenominator ?? 'zero'} disabled={disabled} onChange={(e) => onChange({ ...value, zeroDenominator: e.target.value as Grading['zeroDenominator'] })}>
          <option value="notApplicable">{t`is Not Applicable and left out of the maximum`}</option>
          <option value="zero">{t`stays unanswered and scores 0`}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="na-reason">{t`A Not Applicable answer`}</label>
        <select
          id="na-reason"
          value={value.notApplicableReason ?? 'none'}
          disabled={disabled}
          onChange={(e) => {
            const next = { ...value, notApplicableReason: e.target.value as Grading['notApplicableReason'] };
            if (e.target.value === 'none') delete next.notApplicableReason;
            onChange(next);
          }}
        >
          <option value="required">{t`must give a short reason reviewers see`}</option>
          <option value="optional">{t`may give a reason`}</option>
          <option value="none">{t`is not asked for a reason`}</option>
        </select>
      </div>
      <BilingualText label={t`How the score is made, in plain words (report card)`} textKey="grading|description" value={value.description} onChange={(description) => onChange({ ...value, description })} optional multiline disabled={disabled} />
    </div>
  );
}
