import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../../app/LangContext';
import { ActionMessage } from './ActionMessage';
import type { Conflict } from './draftParts';
import { fieldWords } from './partWords';

/**
 * A save refused for another's newer change of the part, in words beside the Save button, with the
 * choice: save the part as it is on screen over it, or drop it and load theirs.
 */
export function ConflictChoice({ conflict, onOverwrite, onLoadTheirs }: { conflict: Conflict; onOverwrite: () => void; onLoadTheirs: () => void }) {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  // One object per conflict, so the message takes the focus once.
  const message = useMemo(() => {
    const when = new Date(conflict.at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN');
    const who = conflict.byYou ? t`You changed this part in another tab or window at ${when}, after this page opened it.` : t`${conflict.by} changed this part at ${when}, after you opened it.`;
    const both = conflict.fields.length > 0 ? t`Changed in both: ${conflict.fields.map((f) => fieldWords((d) => i18n._(d), f)).join(', ')}.` : '';
    return { kind: 'warning' as const, text: [who, both].filter(Boolean).join(' ') };
  }, [conflict, lang, t, i18n]);
  return (
    <ActionMessage message={message} testId="conflict-message">
      <button type="button" className="btn btn-sm" onClick={onOverwrite}>
        {t`Save mine over it`}
      </button>{' '}
      <button type="button" className="btn btn-sm" onClick={onLoadTheirs}>
        {t`Load theirs`}
      </button>
    </ActionMessage>
  );
}
