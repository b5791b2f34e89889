import { memo, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { api, ApiError } from '../api/client';
import type { QuestionComment, QuestionStore } from './questionStore';
import { useQuestionExtras } from './useQuestion';
import { TimeAgo } from '../components/TimeAgo';

type Props = { store: QuestionStore; accrid: string | number; questionid: string; canAdd: boolean };

/** The comments on one question: a toggle with their count, the list, and a box to add one. */
export const QuestionComments = memo(function QuestionComments({ store, accrid, questionid, canAdd }: Props) {
  const { t } = useLingui();
  const { comments } = useQuestionExtras(store, questionid);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const panelId = useId();
  const fieldId = useId();
  const count = comments.length;

  const add = async () => {
    const comment = text.trim();
    if (!comment) {
      setMessage({ kind: 'error', text: t`Please add comment` });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await api<QuestionComment>('POST', '/v1/form/question/comment', { accrid: Number(accrid), questionid, comment });
      store.addComment({ ...saved, questionid });
      setText('');
      setMessage({ kind: 'success', text: t`Comment saved successfully` });
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof ApiError && err.status !== 0 && err.status !== 500 ? err.message : t`Something went wrong while saving the comment.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="q-comments">
      <button type="button" className="link-btn comments-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {count > 0 ? t`Comments (${count})` : canAdd ? t`Add a comment` : t`No comments`}
      </button>
      {open && (
        <div id={panelId} className="comments-panel">
          {count > 0 && (
            <ul className="comment-list">
              {comments.map((c) => (
                <li key={c.commentid}>
                  <div className="comment-meta">
                    <strong>{c.user ?? ''}</strong> <span className="muted small"><TimeAgo iso={c.date} /></span>
                  </div>
                  <p>{c.comment}</p>
                </li>
              ))}
            </ul>
          )}
          {canAdd && (
            // Not a <form>: the question already sits inside the domain form.
            <div className="comment-form" role="group" aria-label={t`Add a comment`}>
              <label htmlFor={fieldId}>{t`Your comment`}</label>
              <textarea id={fieldId} rows={2} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={message?.kind === 'error' || undefined} />
              <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void add()}>
                {busy ? t`Saving…` : t`Add comment`}
              </button>
            </div>
          )}
          {message && (
            <p className={message.kind === 'error' ? 'field-error' : 'ok-text'} role={message.kind === 'error' ? 'alert' : 'status'}>
              {message.text}
            </p>
          )}
        </div>
      )}
    </div>
  );
});
