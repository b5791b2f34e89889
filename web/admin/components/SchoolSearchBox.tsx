import { useLingui } from '@lingui/react/macro';
import { asciiDigits } from '../../../engine';

type Props = {
  /** Prefix of the ids: the input is `${id}-q`, the problem `${id}-problem`. */
  id: string;
  query: string;
  onQuery: (text: string) => void;
  onSearch: () => void;
  /** The reason the last search was not made (too short, nothing found), under the box. */
  problem: string | null;
  buttonLabel: string;
  busy?: boolean;
  /** More ids describing the input (a field error of the surrounding form). */
  describedBy?: string;
  invalid?: boolean;
};

/**
 * The school search of the admin screens: name or UDISE (Hindi digits read as digits), Enter
 * searches instead of submitting the surrounding form, the problem tied to the input.
 */
export function SchoolSearchBox({ id, query, onQuery, onSearch, problem, buttonLabel, busy, describedBy, invalid }: Props) {
  const { t } = useLingui();
  const described = [problem ? `${id}-problem` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className="inline-row" role="search">
        <div className="field">
          <label htmlFor={`${id}-q`}>{t`Find a school (name or UDISE)`}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => onQuery(asciiDigits(e.target.value))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onSearch();
              }
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
          />
        </div>
        <button type="button" className="btn" onClick={onSearch} disabled={busy}>
          {buttonLabel}
        </button>
      </div>
      {problem && (
        <p className="field-error" id={`${id}-problem`} role="status">
          {problem}
        </p>
      )}
    </>
  );
}
