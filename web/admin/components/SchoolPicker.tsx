import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import type { School } from '../types';
import '../admin.css';
import { SchoolSearchBox } from './SchoolSearchBox';

type Props = {
  value: string;
  /** The name of the school chosen so far (shown until another is picked). */
  currentName: string | null;
  onChange: (schoolCode: string, name: string) => void;
  error?: string;
  required?: boolean;
};

/** Picks a school: search by name or UDISE (at least 3 characters), then choose from the matches. */
export function SchoolPicker({ value, currentName, onChange, error, required }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<School[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async () => {
    const text = query.trim();
    if (text.length < 3) {
      setProblem(t`Please enter at least 3 characters for the school name.`);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const page = await apiCall('post', '/v1/school/master/list', { body: { search: text, pageSize: 20 } });
      setResults(page.items);
      if (page.items.length === 0) setProblem(t`No records found!`);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="field field-wide school-picker" data-field="schoolCode">
      <legend>
        {t`School`}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <p className="muted small" id={`${id}-current`}>
        {value ? t`Chosen: ${currentName ?? value} (${value})` : t`No school chosen yet.`}
      </p>
      <SchoolSearchBox
        id={id}
        query={query}
        onQuery={setQuery}
        onSearch={() => void find()}
        problem={problem}
        buttonLabel={t`Find`}
        busy={busy}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
      {results && results.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-pick`}>{t`Choose the school`}</label>
          <select
            id={`${id}-pick`}
            value={results.some((s) => s.schoolCode === value) ? value : ''}
            onChange={(e) => {
              const s = results.find((r) => r.schoolCode === e.target.value);
              if (s) onChange(s.schoolCode, s.name);
            }}
          >
            <option value="">{t`Select…`}</option>
            {results.map((s) => (
              <option key={s.schoolCode} value={s.schoolCode}>
                {s.name} ({s.udise})
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
