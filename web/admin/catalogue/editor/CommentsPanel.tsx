import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../../api/client';
import { useLang } from '../../../app/LangContext';
import { Alert } from '../../../components/Alert';
import { CharCounter, useTooLong } from '../../../components/CharCounter';
import { Loading } from '../../../components/Loading';
import { commentKeys, commentsApi, type CommentLine, type CommentThread } from './commentsApi';
import './comments.css';
import { useAskBeforeUnload } from '../../../components/useAskBeforeUnload';

type Props = {
  version: string;
  /** The part, as the change history names it: question:Q012, optionGroup:yesNo, grading. */
  target: string;
  /** The part in the reader's words, for the heading ("Question Q012"). */
  partName: string;
  /** A draft: comments may be written; a published version keeps its comments, read-only. */
  editable: boolean;
  /** The part is still in the draft, so a thread may be started on it (its threads stay once it is retired). */
  inDraft?: boolean;
};

/** A date and time in the reader's language. */
export function useWhen(): (at: string) => string {
  const { lang } = useLang();
  return (at) => new Date(at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A text box that sends a comment. What was typed stays in the box until the server has kept it:
 * a refusal or a dropped connection shows its words under the box and the text waits to be sent again.
 * While it is on its way the box is read-only: the kept comment clears it, and nothing typed meanwhile may go with it.
 */
export function CommentBox({ id, label, button, onSend }: { id: string; label: string; button: string; onSend: (text: string) => Promise<unknown> }) {
  const { t } = useLingui();
  const tooLong = useTooLong();
  const [text, setText] = useState('');
  useAskBeforeUnload(text.trim() !== '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const problem = !text.trim() ? t`Please add comment` : tooLong(text);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="comment-box">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={2} value={text} readOnly={busy} aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`} aria-invalid={!!error || undefined} onChange={(e) => setText(e.target.value)} />
      <div className="comment-box-foot">
        <CharCounter id={`${id}-count`} length={text.length} />
        <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void send()}>
          {busy ? t`Sending…` : button}
        </button>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function LineView({ line }: { line: CommentLine }) {
  const { t } = useLingui();
  const when = useWhen();
  const who = line.by ?? '–';
  const at = when(line.at);
  if (line.kind === 'resolve') return <li className="comment-event">{t`Resolved by ${who}, ${at}`}</li>;
  if (line.kind === 'reopen') return <li className="comment-event">{t`Reopened by ${who}, ${at}`}</li>;
  return (
    <li className="comment-line">
      <div className="comment-meta">{t`${who}, ${at}`}</div>
      <div className="comment-text">{line.text}</div>
    </li>
  );
}

/** One thread: its lines, and (in a draft) a reply box and resolve or reopen. */
export function ThreadView({ thread, editable, onReply, onState }: { thread: CommentThread; editable: boolean; onReply?: (text: string) => Promise<unknown>; onState?: (to: 'open' | 'resolved') => Promise<unknown> }) {
  const { t } = useLingui();
  const when = useWhen();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = thread.state === 'open';
  const change = async () => {
    if (!onState) return;
    setBusy(true);
    setError(null);
    try {
      await onState(open ? 'resolved' : 'open');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className={`comment-thread ${open ? 'is-open' : 'is-resolved'}`} open={open} data-testid="comment-thread">
      <summary>
        <span className={`comment-state ${open ? 'open' : 'resolved'}`}>{open ? t({ message: 'Open', context: 'comment thread' }) : t({ message: 'Resolved', context: 'comment thread' })}</span> <span className="comment-first">{thread.lines[0]?.text ?? ''}</span>
        {!open && thread.resolvedAt && <span className="muted small"> · {t`resolved by ${thread.resolvedBy ?? '–'}, ${when(thread.resolvedAt)}`}</span>}
      </summary>
      <ol className="comment-lines">
        {thread.lines.map((l) => (
          <LineView key={l.id} line={l} />
        ))}
      </ol>
      {editable && onReply && <CommentBox id={`reply-${thread.id}`} label={t`Reply`} button={t`Send reply`} onSend={onReply} />}
      {editable && onState && (
        <div className="comment-actions">
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void change()}>
            {open ? t`Resolve` : t`Reopen`}
          </button>
          {error && (
            <span className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
      )}
    </details>
  );
}

/**
 * The comment threads on the part being edited, beside its editor: each thread's comments with
 * who and when, a reply box, resolve and reopen; and a box to start a thread. Another officer's
 * comments show on the next load of the draft or when this tab comes back into view.
 */
export function CommentsPanel({ version, target, partName, editable, inDraft = true }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: commentKeys.of(version, target), queryFn: () => commentsApi.list(version, target) });
  // Every comment query of the draft: this part's list, the outline's marks, the publish dialog's list.
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.all(version) });
  const threads = list.data?.threads ?? [];
  const open = threads.filter((x) => x.state === 'open').length;
  return (
    <section className="card comments-panel" aria-label={t`Comments on ${partName}`} data-testid="comments-panel">
      <h3 className="card-subtitle">
        {t`Comments on ${partName}`}
        {open > 0 && <span className="todo-badge comment-badge">{t`${open} open`}</span>}
      </h3>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <Alert kind="error">
          {errorText(list.error)}{' '}
          <button type="button" className="btn btn-xs" onClick={() => void list.refetch()}>
            {t`Try again`}
          </button>
        </Alert>
      ) : threads.length === 0 ? (
        <p className="muted">{t`No comments yet`}</p>
      ) : (
        threads.map((x) => (
          <ThreadView
            key={x.id}
            thread={x}
            editable={editable}
            onReply={async (text) => (await commentsApi.reply(version, x.id, text), void refresh())}
            onState={async (to) => (await (to === 'resolved' ? commentsApi.resolve(version, x.id) : commentsApi.reopen(version, x.id)), void refresh())}
          />
        ))
      )}
      {editable && !inDraft ? (
        <p className="muted small">{t`This part is no longer in the draft: its threads can be answered and resolved, and no new one started.`}</p>
      ) : editable ? (
        <CommentBox id={`new-comment-${target}`} label={t`New comment on ${partName}`} button={t`Add comment`} onSend={async (text) => (await commentsApi.start(version, target, text), void refresh())} />
      ) : (
        <p className="muted small">{t`This version is published: its comments are kept, read-only.`}</p>
      )}
    </section>
  );
}
