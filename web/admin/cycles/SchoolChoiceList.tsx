import { useId, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { SchoolWithoutForm } from '../types';
import type { SchoolsWithoutForm } from './useSchoolsWithoutForm';
import { SchoolSearchBox } from '../components/SchoolSearchBox';
import './cycles.css';

type Props = {
  list: SchoolsWithoutForm;
  /** The search the list was loaded for. */
  onSearch: (text: string) => void;
  chosen: ReadonlyMap<string, SchoolWithoutForm>;
  onChange: (chosen: Map<string, SchoolWithoutForm>) => void;
};

/** The schools without a form, searchable, a checkbox each; the choice is kept across searches. */
export function SchoolChoiceList({ list, onSearch, chosen, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const search = () => {
    const text = query.trim();
    // Every school search needs 3 characters (spec §5); an empty one lists them all again.
    if (text.length > 0 && text.length < 3) {
      setProblem(t`Please enter at least 3 characters for the school name.`);
      return;
    }
    setProblem(null);
    onSearch(text);
  };

  const toggle = (schools: readonly SchoolWithoutForm[], on: boolean) => {
    const next = new Map(chosen);
    for (const s of schools) {
      if (on) next.set(s.schoolCode, s);
      else next.delete(s.schoolCode);
    }
    onChange(next);
  };
  const allShown = list.items.length > 0 && list.items.every((s) => chosen.has(s.schoolCode));

  return (
    <div className="school-choice">
      <SchoolSearchBox id={id} query={query} onQuery={setQuery} onSearch={search} problem={problem} buttonLabel={t`Search`} />
      {list.error && (
        <p className="field-error" role="alert">
          {list.error}
        </p>
      )}
      {list.items.length > 0 && (
        <label className="check-label">
          <input type="checkbox" checked={allShown} onChange={(e) => toggle(list.items, e.target.checked)} />
          <Plural value={list.items.length} one="Choose the # school shown" other="Choose all # schools shown" />
        </label>
      )}
      <ul className="school-choice-list" aria-busy={list.loading || undefined} data-testid="schools-without-form">
        {list.items.map((s) => (
          <li key={s.schoolCode}>
            <label className="check-label">
              <input type="checkbox" checked={chosen.has(s.schoolCode)} onChange={(e) => toggle([s], e.target.checked)} />
              <span>
                <span className="cell-strong">{s.name}</span>
                <span className="muted small"> {t`UDISE ${s.udise} · ${s.blockName}, ${s.districtName}`}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {!list.loading && list.items.length === 0 && !list.error && <p className="muted">{t`No records found!`}</p>}
      {list.loading && <p className="muted" role="status">{t`Loading…`}</p>}
      {!list.loading && list.items.length < list.total && (
        <button type="button" className="btn btn-sm" onClick={list.more}>
          <Plural value={list.total - list.items.length} one="Show # more school" other="Show # more schools" />
        </button>
      )}
      <p className="muted small" role="status">
        <Plural value={chosen.size} _0="No school chosen yet" one="# school chosen" other="# schools chosen" />
      </p>
    </div>
  );
}
