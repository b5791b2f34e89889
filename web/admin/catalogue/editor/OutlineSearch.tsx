import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isFiltering, NO_FILTER, type OutlineFilters } from './outlineFilter';

type Props = {
  value: OutlineFilters;
  onChange: (value: OutlineFilters) => void;
  /** How many questions match; null while the comparison with the base version loads. */
  matches: number | null;
  /** The version the draft is based on; without one, "changed in this draft" is not offered. */
  basedOn?: string | null;
};

const countText = (n: number) => plural(n, { one: '# question matches', other: '# questions match' });

/**
 * The outline's search box and filters: words found in a question's id or text (English or Hindi),
 * and ticks for questions that need Hindi, have a condition, ask evidence or changed in this draft.
 * Escape in the box clears it; the count is announced to screen readers as it changes.
 */
export function OutlineSearch({ value, onChange, matches, basedOn }: Props) {
  const { t } = useLingui();
  const tick = (key: Exclude<keyof OutlineFilters, 'query'>, label: string) => (
    <label className="check">
      <input type="checkbox" checked={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.checked })} /> {label}
    </label>
  );
  return (
    <div role="search" className="outline-search" aria-label={t`Find questions`}>
      <label htmlFor="outline-query">{t`Find a question (number or words, English or Hindi)`}</label>
      <input
        id="outline-query"
        type="search"
        value={value.query}
        autoComplete="off"
        placeholder={t`e.g. Q012, drill, शिक्षक`}
        onChange={(e) => onChange({ ...value, query: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value.query) {
            e.preventDefault();
            onChange({ ...value, query: '' });
          }
        }}
      />
      <fieldset className="outline-filters">
        <legend>{t`Show only questions that`}</legend>
        {tick('needsHindi', t`need Hindi`)}
        {tick('hasCondition', t`have a condition`)}
        {tick('asksEvidence', t`ask evidence`)}
        {basedOn && tick('changed', t`changed since ${basedOn}`)}
      </fieldset>
      {isFiltering(value) && (
        <p className="outline-count" role="status">
          {matches === null ? t`Comparing with ${basedOn ?? ''}…` : matches === 0 ? t`No question matches.` : countText(matches)}{' '}
          <button type="button" className="btn btn-xs" onClick={() => onChange(NO_FILTER)}>
            {t`Clear search and filters`}
          </button>
        </p>
      )}
    </div>
  );
}
