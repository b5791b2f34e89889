import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { asciiDigits } from '../../../../engine';
import { fieldProblemWords } from './refusalWords';

type Props = {
  /** The score as the part holds it: a number, or what was typed when it is not one (the save is then refused). */
  value: number | string;
  onChange: (value: number | string) => void;
  /** Its accessible name, such as "Score of option 2". */
  label: string;
  /** Where it sits in its part (options.1.score), for the words of its message. */
  path: string;
  /** The highest it may be (a grade band's lowest score: 100); none for an option's score. */
  max?: number;
  /** The server's word on it after a refused save. */
  error?: string;
  disabled?: boolean;
};

/** What a typed score is: a number from 0 (to `max`), Devanagari digits read as digits, or what is wrong with it. */
export function readScore(text: string, max?: number): { score: number } | { problem: 'type' | 'minimum' | 'maximum' } {
  const plain = asciiDigits(text).trim();
  const n = plain === '' ? NaN : Number(plain);
  if (!Number.isFinite(n)) return { problem: 'type' };
  if (n < 0) return { problem: 'minimum' };
  if (max !== undefined && n > max) return { problem: 'maximum' };
  return { score: n };
}

/**
 * A score field that keeps every keystroke: what is not a number of 0 or more stays in the field,
 * is said beside it in the reader's language, and is kept in the part as typed, so Save is refused
 * by the server with the field named, never silently saved as the old score.
 */
export function ScoreInput({ value, onChange, label, path, max, error, disabled }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  // What was typed, while it still stands for the value (a reorder or reload replaces it).
  const shown = typed !== null && (typeof value === 'string' ? typed === value : 'score' in readScore(typed, max) && Number(asciiDigits(typed).trim()) === value) ? typed : String(value);
  const read = readScore(shown, max);
  const own = 'problem' in read ? fieldProblemWords((d) => i18n._(d), path, read.problem, read.problem === 'maximum' ? max : 0) : undefined;
  const message = own ?? error;
  return (
    <>
      <input
        aria-label={label}
        inputMode="decimal"
        value={shown}
        disabled={disabled}
        size={4}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => {
          const text = e.target.value;
          setTyped(text);
          const r = readScore(text, max);
          onChange('score' in r ? r.score : r.problem === 'type' ? text : Number(asciiDigits(text).trim()));
        }}
      />
      {message && (
        <p className="field-error" id={`${id}-error`} role="alert" data-testid="score-error">
          {message}
        </p>
      )}
    </>
  );
}
