import { memo, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../api/client';
import { apiCall } from '../api/call';
import type { QuestionStore } from './questionStore';
import { useQuestionExtras } from './useQuestion';
import { TimeAgo } from '../components/TimeAgo';
import { useOutboxItems } from './outbox/useOutboxItems';
import { outboxItem } from './outbox/startOutbox';
import { OutboxList } from './outbox/OutboxList';
import { CharCounter, MAX_COMMENT, useTooLong } from '../components/CharCounter';
import { useAskBeforeUnload } from '../components/useAskBeforeUnload';

/** The longest comment the server keeps. */

type Props = {
  store: QuestionStore;
  accrid: string | number;
  questionid: string;
  canAdd: boolean;
  /** The signed-in user's login name: with it, a comment made offline waits in the page's outbox. */
  user?: string;
};

/** The comments on one question: a toggle with their count, the list, and a box to add one. */
export const QuestionComments = memo(function QuestionComments({ store, accrid, questionid, canAdd, user }: Props) {
  const { t } = useLingui();
  const tooLongText = useTooLong();
  const { comments } = useQuestionExtras(store, questionid);
  const { outbox, items: queued } = useOutboxItems(store, questionid, 'comment');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // A comment typed and not yet saved: closing the tab asks first.
  useAskBeforeUnload(text.trim() !== '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const panelId = useId();
  const fieldId = useId();
  const count = comments.length;
  const counterId = useId();
  const tooLong = text.length > MAX_COMMENT;

  const add = async () => {
    const comment = text.trim();
    if (!comment) {
      setMessage({ kind: 'error', text: t`Please add comment` });
      return;
    }
    const long = tooLongText(comment);
    if (long) {
      setMessage({ kind: 'error', text: long });
      return;
    }
    // Offline, or on a line that drops: the comment waits on this device and goes when it can.
    if (outbox && user && typeof navigator !== 'undefined' && navigator.onLine === false) {
      outbox.send({ type: 'outbox.add', item: outboxItem(user, String(accrid), questionid, { kind: 'comment', comment }) });
      setText('');
      setMessage(null);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await apiCall('post', '/v1/form/question/comment', { body: { accrid: Number(accrid), questionid, comment } });
      store.addComment({ ...saved, questionid });
      setText('');
      setMessage({ kind: 'success', text: t`Comment saved successfully` });
    } catch (err) {
      if (outbox && user && (!(err instanceof ApiError) || err.status === 0)) {
        outbox.send({ type: 'outbox.add', item: outboxItem(user, String(accrid), questionid, { kind: 'comment', comment }) });
        setText('');
        return;
      }
      setMessage({ kind: 'error', text: err instanceof ApiError && err.status !== 0 && err.status !== 500 ? err.message : t`Something went wrong while saving the comment.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="q-comments">
      <button type="button" className="link-btn comments-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {count > 0 ? t`Comments (${count})` : canAdd ? t`Add a comment` : t`No comments`}
        {queued.length > 0 && <span className="muted small"> · {t`${queued.length} waiting to be sent`}</span>}
      </button>
      {open && (
        <div id={panelId} className="comments-panel">
          {count > 0 && (
            <ul className="comment-list">
              {comments.map((c) => (
                <li key={c.commentid}>
                  <div className="comment-meta">
                    <strong>{c.user ?? ''}</strong>{' '}
                    <span className="muted small">
                      <TimeAgo iso={c.date} />
                    </span>
                  </div>
                  <p>{c.comment}</p>
                </li>
              ))}
            </ul>
          )}
          {queued.length > 0 && <OutboxList items={queued} onRemove={(id) => outbox?.send({ type: 'outbox.remove', id })} />}
          {canAdd && (
            // Not a <form>: the question already sits inside the domain form.
            <div className="comment-form" role="group" aria-label={t`Add a comment`}>
              <label htmlFor={fieldId}>{t`Your comment`}</label>
              <textarea
                id={fieldId}
                rows={2}
                value={text}
                // Read-only while it is on its way: the saved comment clears the box, and nothing typed meanwhile may go with it.
                readOnly={busy}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={message?.kind === 'error' || tooLong || undefined}
                aria-describedby={counterId}
              />
              <CharCounter id={counterId} length={text.length} />
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
