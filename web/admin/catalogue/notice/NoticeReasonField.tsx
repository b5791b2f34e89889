import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../../api/client';
import { recordConflict, type RecordConflict } from '../../../api/revision';
import { CharCounter } from '../../../components/CharCounter';
import { RecordConflictNotice } from '../../../components/RecordConflictNotice';
import type { NoticeReason, SavedReason } from './noticeApi';
import { useAskBeforeUnload } from '../../../components/useAskBeforeUnload';

/** The server's limit for each language of a reason. */
export const MAX_REASON = 500;

type Props = {
  target: string;
  /** The reason as last read or saved; undefined when none was written. */
  reason: NoticeReason | undefined;
  /** Saves both texts from `base` (the reason's updatedAt as read, null for none); a 409 names who saved in between. */
  save: (body: { target: string; en: string; hi: string; base: string | null }) => Promise<SavedReason>;
  onSaved: (saved: SavedReason) => void;
  /** Drop the typed texts and read the reason as it is now (after another officer's save). */
  onReload: () => void;
};

/**
 * The reason schools read for one item, in English and Hindi side by side, saved on its own. A
 * failed save keeps what was typed, and another officer's newer save is named (who, when) with
 * the choice to write over it or take theirs; a Hindi left blank beside an English is flagged,
 * because the Hindi notice prints nothing in its place.
 */
export function NoticeReasonField({ target, reason, save, onSaved, onReload }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [en, setEn] = useState(reason?.en ?? '');
  const [hi, setHi] = useState(reason?.hi ?? '');
  const [base, setBase] = useState<string | null>(reason?.updatedAt ?? null);
  const [saved, setSaved] = useState({ en: reason?.en ?? '', hi: reason?.hi ?? '' });
  useAskBeforeUnload(en !== saved.en || hi !== saved.hi);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const [done, setDone] = useState(false);
  // "Load theirs" asked: the reason read next replaces the typed texts.
  const [adopting, setAdopting] = useState(false);
  const dirty = en !== saved.en || hi !== saved.hi;
  const readAt = reason?.updatedAt ?? null;
  // A newer reason read from the server is taken only when nothing typed would be lost, or when asked for.
  const takeRead = useEffectEvent(() => {
    if (readAt === base || (dirty && !adopting)) return;
    setEn(reason?.en ?? '');
    setHi(reason?.hi ?? '');
    setSaved({ en: reason?.en ?? '', hi: reason?.hi ?? '' });
    setBase(readAt);
    setAdopting(false);
    setConflict(null);
  });
  // Only a new revision read from the server (or the ask to take it) starts this; the typed texts are read as they are then.
  useEffect(() => takeRead(), [readAt, adopting]);
  const tooLong = en.length > MAX_REASON || hi.length > MAX_REASON;
  const needsHindi = en.trim() !== '' && hi.trim() === '';

  // The boxes are read-only while a save is on its way: the answer replaces their texts with what was saved.
  const submit = async (from: string | null) => {
    setBusy(true);
    setFailure(null);
    setConflict(null);
    setDone(false);
    try {
      const answer = await save({ target, en, hi, base: from });
      setBase(answer.updatedAt);
      setSaved({ en: answer.en, hi: answer.hi });
      setEn(answer.en);
      setHi(answer.hi);
      setDone(true);
      onSaved(answer);
    } catch (err) {
      // The typed texts stay in the boxes whatever failed: nothing is lost on a refusal.
      const found = recordConflict(err);
      if (found) setConflict(found);
      else setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="notice-reason" data-testid={`reason-${target}`}>
      <div className="notice-reason-boxes">
        <div className="field">
          <label htmlFor={`${id}-en`}>{t`Reason for schools (English)`}</label>
          <textarea id={`${id}-en`} lang="en" rows={2} value={en} readOnly={busy} onChange={(e) => (setEn(e.target.value), setDone(false))} aria-describedby={`${id}-en-count`} />
          <CharCounter id={`${id}-en-count`} length={en.length} max={MAX_REASON} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hi`}>{t`Reason for schools (Hindi)`}</label>
          <textarea id={`${id}-hi`} lang="hi" rows={2} value={hi} readOnly={busy} onChange={(e) => (setHi(e.target.value), setDone(false))} aria-describedby={`${id}-hi-count`} />
          <CharCounter id={`${id}-hi-count`} length={hi.length} max={MAX_REASON} />
        </div>
      </div>
      {needsHindi && (
        <p className="notice-needs-hindi" data-testid="needs-hindi">
          {t`Needs Hindi: the Hindi notice shows no reason for this item until the Hindi is written.`}
        </p>
      )}
      <div className="notice-reason-actions">
        <button type="button" className="btn btn-sm" disabled={busy || !dirty || tooLong} onClick={() => void submit(base)}>
          {busy ? t`Saving…` : t`Save reason`}
        </button>
        {dirty && !busy && <span className="muted small">{t`Not saved yet`}</span>}
        {done && !dirty && (
          <span className="muted small" role="status">
            {t`Reason saved`}
          </span>
        )}
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {conflict && <RecordConflictNotice conflict={conflict} busy={busy} onKeepMine={() => void submit(conflict.at)} onLoadTheirs={() => (setAdopting(true), onReload())} />}
    </div>
  );
}
