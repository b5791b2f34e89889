import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorText } from '../../../api/client';
import { useLang } from '../../../app/LangContext';
import { Alert } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ActionMessage, type ActionMessageValue } from './ActionMessage';
import { approvalApi, approvalKey, type Approval } from './approvalApi';
import { OpenCyclesNote, SendBackDialog, SendForApprovalDialog, type SendForApprovalInput } from './ApprovalDialogs';
import { PublishRecheckList } from './HindiRecheckPanel';
import { PublishCommentsList } from './CommentMarks';
import type { CommentCounts } from './commentsApi';
import type { RecheckText } from './draftApi';

type Props = {
  version: string;
  /** The reader edits the catalogue (60) and so may send a draft for approval; an approver holding 61 alone may not. */
  maySend: boolean;
  /** Hindi texts to re-check, listed in the approval dialog as the publish dialog listed them. */
  recheck: RecheckText[];
  /** Open comment threads, listed in the approval dialog; publishing past them is the approver's confirmed choice. */
  comments?: CommentCounts;
  /** A thread started since the dialog opened: its count is read again. */
  onCommentsChanged?: () => void;
  busy: boolean;
  /** After a send, a send-back or a publish: the draft and its approval are read again. */
  onChanged: () => void;
  /** Said by the editor, not here: once published the page shows the version and this bar is gone. */
  onPublished: (text: string) => void;
  /** The draft was started from an older version: the editor opens the rebase preview. */
  onStale: () => void;
  /** The check found problems: the editor lists them. */
  onProblems: () => void;
};

/** When, in the officer's language. */
export function useWhen() {
  const { lang } = useLang();
  return (at: string | null) => (at ? new Date(at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '–');
}

/** Where the draft's approval stands, in a sentence: sent by whom, when, why, under which order; or sent back with the comment. */
export function ApprovalState({ approval }: { approval: Approval }) {
  const { t } = useLingui();
  const when = useWhen();
  const by = approval.sentBy ?? '–';
  const at = when(approval.sentAt);
  const reason = approval.reason ?? '';
  const order = approval.orderNumber ?? '';
  const dated = approval.orderDate ? t`, dated ${approval.orderDate}` : '';
  if (approval.state === 'awaitingApproval')
    return (
      <div data-testid="approval-banner">
        <Alert kind="info">
          <strong>{t`Sent for approval by ${by} on ${at}: ${reason}, order no. ${order}${dated}.`}</strong>{' '}
          {approval.mayApprove
            ? t`Read it, then approve and publish it, or send it back with a comment.`
            : approval.youWrote
              ? t`The draft cannot be changed until another officer approves it or sends it back.`
              : t`The draft cannot be changed until an officer who may approve catalogue versions approves it or sends it back.`}
        </Alert>
      </div>
    );
  if (approval.state === 'returned') {
    const back = approval.returnedBy ?? '–';
    const backAt = when(approval.returnedAt);
    const comment = approval.returnComment ?? '';
    return (
      <div data-testid="approval-returned">
        <Alert kind="warning">
          <strong>{t`Sent back by ${back} on ${backAt}:`}</strong> {comment}
        </Alert>
      </div>
    );
  }
  return null;
}

/**
 * The approval of a draft (issue 27): the author sends it for approval with the reason and the
 * office order; an officer who may approve and did not write it approves and publishes it, or
 * sends it back with a comment. Holds its buttons, its dialogs and its messages.
 */
export function ApprovalBar({ version, maySend, recheck, comments, onCommentsChanged, busy: editorBusy, onChanged, onPublished, onStale, onProblems }: Props) {
  const { t } = useLingui();
  const approval = useQuery({ queryKey: approvalKey(version), queryFn: () => approvalApi.get(version) });
  const [asked, setAsked] = useState<'send' | 'approve' | 'back' | null>(null);
  const openCycles = useQuery({ queryKey: ['catalogue', 'open-cycles'], queryFn: approvalApi.openCycles, enabled: asked === 'approve' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessageValue>(null);
  const a = approval.data;

  const act = async (work: () => Promise<unknown>, done: string, tell: (text: string) => void = (text) => setMessage({ kind: 'success', text })) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      tell(done);
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === 'catalogueDraftBaseStale') onStale();
      if (err instanceof ApiError && (err.errorCode === 'catalogueApprovalProblems' || err.errorCode === 'cataloguePublishProblems' || err.errorCode === 'catalogueTestSchoolsFail')) onProblems();
      if (err instanceof ApiError && err.errorCode === 'catalogueOpenComments') onCommentsChanged?.();
      setMessage({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
      setAsked(null);
      onChanged();
    }
  };

  const send = (input: SendForApprovalInput) => void act(() => approvalApi.send(version, input), t`Sent for approval.`);
  const sendBack = (comment: string) => void act(() => approvalApi.sendBack(version, comment, a?.sentAt ?? null), t`The draft was sent back to its author.`);
  const publish = () => void act(() => approvalApi.publish(version, a?.sentAt ?? null, recheck.length > 0, (comments?.open ?? 0) > 0), t`Published. New cycles can use version ${version} now.`, onPublished);

  if (!a) return null;
  const disabled = busy || editorBusy;
  return (
    <div className="approval-bar" data-testid="approval-bar">
      <div className="toolbar">
        {maySend && a.state !== 'awaitingApproval' && (
          <button type="button" className="btn btn-primary" disabled={disabled} onClick={() => setAsked('send')}>
            {t`Send for approval`}
          </button>
        )}
        {a.mayApprove && (
          <>
            <button type="button" className="btn btn-primary" disabled={disabled} onClick={() => setAsked('approve')}>
              {t`Approve and publish`}
            </button>
            <button type="button" className="btn" disabled={disabled} onClick={() => setAsked('back')}>
              {t`Send back`}
            </button>
          </>
        )}
      </div>
      <ActionMessage message={message} onClose={() => setMessage(null)} testId="approval-message" />
      <ApprovalState approval={a} />
      {asked === 'send' && <SendForApprovalDialog open busy={busy} onCancel={() => setAsked(null)} onConfirm={send} />}
      {asked === 'back' && <SendBackDialog open busy={busy} onCancel={() => setAsked(null)} onConfirm={sendBack} />}
      <ConfirmDialog open={asked === 'approve'} title={t`Approve and publish version ${version}?`} confirmLabel={t`Approve and publish`} busy={busy} onConfirm={publish} onCancel={() => setAsked(null)}>
        {/* What publishing does, then each thing to weigh before confirming; other parts of issue 27 add theirs here. */}
        <p>{t`A published version can never be changed again. New cycles will be offered it at once; forms already being filled keep their version.`}</p>
        <p>{t`Sent by ${a.sentBy ?? '–'}: ${a.reason ?? ''}, order no. ${a.orderNumber ?? ''}.`}</p>
        <PublishRecheckList list={recheck} />
        <PublishCommentsList version={version} counts={comments} />
        <OpenCyclesNote cycles={openCycles.data ?? []} />
      </ConfirmDialog>
    </div>
  );
}
