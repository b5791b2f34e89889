import { useContext, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../../app/LangContext';
import type { RecheckText } from './draftApi';
import type { MessageDescriptor } from '@lingui/core';
import { fieldWords, partWords } from './partWords';
import { RecheckContext, recheckKey } from './hindiRecheck';

type Props = {
  list: RecheckText[];
  /** Opens the part the text belongs to (question:Q012, domain:D1, optionGroup:yesNo, grading, version). */
  onOpen: (target: string) => void;
};

/** Where a text is, in the officer's words: "Question Q012 · Text", "Option group yesNo · Options YES", "Grading · Grades A". */
export function textPlace(x: Pick<RecheckText, 'id' | 'field' | 'target'>, t: (d: MessageDescriptor) => string): string {
  const field = x.field.startsWith('option:') ? `${fieldWords(t, 'options')} ${x.field.slice(7)}` : x.id.startsWith('grade:') ? `${fieldWords(t, 'bands')} ${x.id.slice(6)}` : fieldWords(t, x.field);
  return `${partWords(t, x.target)} · ${field}`;
}

/**
 * Every Hindi text still to re-check, with its English now and its Hindi, who changed the English
 * and when; each opens its part or is confirmed as checked where it is listed.
 */
export function HindiRecheckPanel({ list, onOpen }: Props) {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const { confirm, disabled } = useContext(RecheckContext);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!list.length) return null;
  const run = async (keys: string[]) => {
    setBusy(true);
    setError(await confirm(keys));
    setBusy(false);
  };
  return (
    <details className="card recheck-panel" data-testid="recheck-panel">
      <summary>
        <span className="todo-badge recheck-badge">{t`Hindi to re-check: ${list.length}`}</span>{' '}
        <span className="muted">{t`The English of these texts changed after their Hindi was written.`}</span>
      </summary>
      <ul className="recheck-list">
        {list.map((x) => (
          <li key={recheckKey(x)}>
            <div>
              <strong>{textPlace(x, (d) => i18n._(d))}</strong>
            </div>
            <div lang="en">{x.en}</div>
            <div lang="hi">{x.hi}</div>
            <div className="muted">{t`English changed by ${x.by ?? '–'}, ${new Date(x.at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}`}</div>
            <button type="button" className="btn btn-xs" onClick={() => onOpen(x.target)}>
              {t`Open`}
            </button>{' '}
            <button type="button" className="btn btn-xs" disabled={disabled || busy} onClick={() => void run([recheckKey(x)])}>
              {t`Hindi checked`}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}

/** In the publish dialog: the Hindi texts still to re-check, so publishing with them is a choice made knowingly. */
export function PublishRecheckList({ list }: { list: RecheckText[] }) {
  const { t, i18n } = useLingui();
  if (!list.length) return null;
  return (
    <div className="recheck-publish" data-testid="publish-recheck">
      <p>
        <strong>{t`Hindi to re-check: ${list.length}.`}</strong> {t`Their English changed after the Hindi was written. Publish only if the Hindi still says the same; otherwise cancel and check them first.`}
      </p>
      <ul>
        {list.slice(0, 30).map((x) => (
          <li key={recheckKey(x)}>
            {textPlace(x, (d) => i18n._(d))}: <span lang="en">{x.en}</span>
          </li>
        ))}
        {list.length > 30 && <li>{t`and ${list.length - 30} more`}</li>}
      </ul>
    </div>
  );
}
