import { useLingui } from '@lingui/react/macro';
import type { Option } from '../../../../engine';
import { RowButtons } from './RowButtons';
import { ScoreInput } from './ScoreInput';
import { RecheckMark } from './hindiRecheck';

type Props = {
  options: Option[];
  onChange: (options: Option[]) => void;
  /** Only a multi-choice question may have an exclusive option ("None of these"). */
  multi: boolean;
  disabled?: boolean;
  /** A refused save's words for the options' fields, by path (options.1.score). */
  errors?: Record<string, string>;
  /** The options' owner as the texts sheet names it (Q012, group:yesNo): marks each Hindi label to re-check. */
  textId?: string;
};

const renumber = (options: Option[]): Option[] => options.map((o, i) => ({ ...o, index: i + 1 }));

/** A question's own options: code, label in both languages, score, exclusive; add, remove, reorder. */
export function OptionTable({ options, onChange, multi, disabled, textId, errors }: Props) {
  const { t } = useLingui();
  const set = (i: number, patch: Partial<Option>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const move = (i: number, by: number) => {
    const next = [...options];
    const [o] = next.splice(i, 1);
    next.splice(i + by, 0, o);
    onChange(renumber(next));
  };
  const add = () => {
    const prefix = options[0]?.code.replace(/[0-9_]+$/, '') || 'OPT';
    onChange(renumber([...options, { code: `${prefix}${options.length + 1}`, index: options.length + 1, label: { en: '', hi: '' }, score: 0 }]));
  };
  return (
    <div className="option-table-wrap">
      <table className="option-table">
        <caption>{t`Options`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Code`}</th>
            <th scope="col">{t`English`}</th>
            <th scope="col">{t`Hindi`}</th>
            <th scope="col">{t`Score`}</th>
            {multi && <th scope="col">{t`Clears the others`}</th>}
            <th scope="col">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {options.map((o, i) => (
            <tr key={i}>
              <td data-label={t`Code`}>
                <input aria-label={t`Code of option ${i + 1}`} value={o.code} disabled={disabled} onChange={(e) => set(i, { code: e.target.value.toUpperCase() })} size={8} />
              </td>
              <td data-label={t`English`}>
                <input aria-label={t`English label of option ${i + 1}`} lang="en" value={o.label.en} disabled={disabled} onChange={(e) => set(i, { label: { ...o.label, en: e.target.value } })} />
              </td>
              <td data-label={t`Hindi`}>
                <input aria-label={t`Hindi label of option ${i + 1}`} lang="hi" value={o.label.hi} disabled={disabled} onChange={(e) => set(i, { label: { ...o.label, hi: e.target.value } })} />
                {textId && <RecheckMark textKey={`${textId}|option:${o.code}`} />}
              </td>
              <td data-label={t`Score`}>
                <ScoreInput label={t`Score of option ${i + 1}`} path={`options.${i}.score`} value={o.score} error={errors?.[`options.${i}.score`]} disabled={disabled} onChange={(score) => set(i, { score: score as number })} />
              </td>
              {multi && (
                <td data-label={t`Clears the others`}>
                  <input type="checkbox" aria-label={t`Option ${i + 1} clears the others`} checked={!!o.exclusive} disabled={disabled} onChange={(e) => set(i, { exclusive: e.target.checked || undefined })} />
                </td>
              )}
              <RowButtons
                index={i}
                count={options.length}
                min={2}
                disabled={disabled}
                labels={{ up: t`Move option ${i + 1} up`, down: t`Move option ${i + 1} down`, remove: t`Remove option ${i + 1}` }}
                onMove={(by) => move(i, by)}
                onRemove={() => onChange(renumber(options.filter((_, j) => j !== i)))}
              />
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn-sm" disabled={disabled} onClick={add}>
        {t`Add an option`}
      </button>
    </div>
  );
}
