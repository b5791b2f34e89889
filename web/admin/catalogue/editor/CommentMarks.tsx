import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorText } from '../../../api/client';
import { Loading } from '../../../components/Loading';
import { commentKeys, commentsApi, type CommentCounts } from './commentsApi';
import { ThreadView } from './CommentsPanel';
import { partWords } from './partWords';
import './comments.css';

/** In the outline, beside a part: how many of its threads are open (nothing when none). */
export function CommentMark({ open }: { open: number }) {
  const { t } = useLingui();
  if (open <= 0) return null;
  return (
    <span className="todo-badge comment-badge" title={t`Open comment threads`} data-testid="comment-mark">
      {t`open comments: ${open}`}
    </span>
  );
}

/** In the publish dialog: the open threads, so publishing with them is a choice made knowingly. */
export function PublishCommentsList({ version, counts }: { version: string; counts: CommentCounts | undefined }) {
  const { t, i18n } = useLingui();
  const open = counts?.open ?? 0;
  const list = useQuery({ queryKey: commentKeys.all(version).concat('list'), queryFn: () => commentsApi.list(version), enabled: open > 0 });
  if (open <= 0) return null;
  const threads = (list.data?.threads ?? []).filter((x) => x.state === 'open');
  return (
    <div className="comments-publish" data-testid="publish-comments">
      <p>
        <strong>{t`Open comment threads: ${open}.`}</strong> {t`Publish only if they need no change to the draft; otherwise cancel and resolve them first.`}
      </p>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <p className="field-error">{errorText(list.error)}</p>
      ) : (
        <ul>
          {threads.slice(0, 30).map((x) => (
            <li key={x.id}>
              {partWords((d: MessageDescriptor) => i18n._(d), x.target)}: {(x.lines[0]?.text ?? '').slice(0, 120)} <span className="muted">({x.createdBy ?? '–'})</span>
            </li>
          ))}
          {threads.length > 30 && <li>{t`and ${threads.length - 30} more`}</li>}
        </ul>
      )}
    </div>
  );
}

/**
 * Under a changed question of the comparison: how many threads it has, open and resolved, and the
 * threads themselves on demand (read here; they are answered in the editor).
 */
export function DiffComments({ version, questionId, counts }: { version: string; questionId: string; counts: CommentCounts | undefined }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const target = `question:${questionId}`;
  const n = counts?.byTarget[target];
  const list = useQuery({ queryKey: commentKeys.of(version, target), queryFn: () => commentsApi.list(version, target), enabled: shown && !!n });
  if (!n || n.open + n.resolved === 0) return null;
  return (
    <div className="diff-comments" data-testid="diff-comments">
      <button type="button" className="btn btn-xs" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {t`Comments: ${n.open} open, ${n.resolved} resolved`} {shown ? '▴' : '▾'}
      </button>
      {shown &&
        (list.isPending ? (
          <Loading />
        ) : list.error ? (
          <p className="field-error">{errorText(list.error)}</p>
        ) : (
          (list.data?.threads ?? []).map((x) => <ThreadView key={x.id} thread={x} editable={false} />)
        ))}
    </div>
  );
}
