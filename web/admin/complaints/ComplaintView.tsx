import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, ApiError, errorText } from '../../api/client';
import { apiCall, apiActionCall } from '../../api/call';
import { recordConflict, type RecordConflict } from '../../api/revision';
import { keepWhile } from '../../app/queryClient';
import { useLang } from '../../app/LangContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { RecordConflictNotice } from '../../components/RecordConflictNotice';
import { fieldErrorsOf, saveBlob } from '../adminApi';
import { DocumentList } from '../components/DocumentList';
import { SelectField, TextField } from '../components/Field';
import { FilePicker, MAX_FILE_BYTES } from '../components/FilePicker';
import { Notice, useNotice } from '../components/Notice';
import type { Complaint, StoredDocument } from '../types';
import { daysSince, RESOLUTION_DAYS } from './complaintStatus';
import { uploadComplaintFiles } from './RaiseComplaintDialog';
import '../admin.css';
import { useAskBeforeUnload } from '../../components/useAskBeforeUnload';

/** onChanged reloads the complaint; a status change stays busy until it is back, so the next one carries the new revision. */
type Props = { complaint: Complaint; onChanged: () => Promise<unknown> | void };

/** One complaint: its facts, description, documents, comments and status history; comment, upload and change status. */
export function ComplaintView({ complaint: c, onChanged }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const id = c.complaintid;
  // The status is in the key: a status change adds its line to the history.
  const comments = useQuery({
    queryKey: ['complaints', id, 'comments', lang, c.status],
    queryFn: () => apiCall('post', '/v1/complaint/{complaintid}/comment/list', { path: { complaintid: id } }),
    placeholderData: keepWhile(['complaints', id, 'comments']),
  });
  const documents = useQuery({
    queryKey: ['complaints', id, 'documents'],
    queryFn: () => apiCall('get', '/v1/complaint/{complaintid}/document/list', { path: { complaintid: id } }),
  });
  const queryClient = useQueryClient();
  const { notice, success, error, clear } = useNotice();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [statusComment, setStatusComment] = useState('');
  // A comment typed and not yet sent: closing the tab asks first.
  useAskBeforeUnload(comment.trim() !== '' || statusComment.trim() !== '');
  const [statusErrors, setStatusErrors] = useState<Record<string, string>>({});
  const [confirmStatus, setConfirmStatus] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  // A status change refused because someone changed the complaint since it was shown.
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const closed = c.status === 'CLOSED';
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN';
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const age = daysSince(c.createdAt);

  const addComment = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    if (!comment.trim()) {
      setCommentError(t`Please add comment`);
      return;
    }
    setCommentError(undefined);
    setBusy(true);
    try {
      const { message } = await apiActionCall('post', '/v1/complaint/comment', { body: { complaintid: id, comment: comment.trim() } });
      success(message || t`Comment saved`);
      setComment('');
      void queryClient.invalidateQueries({ queryKey: ['complaints', id, 'comments'] });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.comment) setCommentError(fields.comment);
      error(err instanceof ApiError && err.status !== 0 ? err.message : t`Something went wrong while saving the comment.`);
    } finally {
      setBusy(false);
    }
  };

  const askStatus = (e: FormEvent) => {
    e.preventDefault();
    clear();
    const found: Record<string, string> = {};
    if (!status) found.status = t`Please select status`;
    if (!statusComment.trim()) found.comment = t`Please add comment`;
    setStatusErrors(found);
    if (Object.keys(found).length === 0) setConfirmStatus(true);
  };

  /** Changes the status with the complaint's updatedAt as shown (`base`), or the revision a conflict named to change it anyway. */
  const changeStatus = async (base = c.updatedAt) => {
    setBusy(true);
    setConflict(null);
    try {
      const { message } = await apiActionCall('post', '/v1/complaint/status', {
        body: { complaintid: id, status, comment: statusComment.trim(), base },
      });
      success(message || t`Complaint status updated`);
      setStatus('');
      setStatusComment('');
      await onChanged();
    } catch (err) {
      const found = recordConflict(err);
      if (found) return setConflict(found);
      setStatusErrors(fieldErrorsOf(err));
      error(errorText(err));
    } finally {
      setBusy(false);
      setConfirmStatus(false);
    }
  };

  const upload = async () => {
    clear();
    if (files.length === 0) return;
    if (files.some((f) => f.size > MAX_FILE_BYTES)) {
      error(t`A file is larger than 10 MB.`);
      return;
    }
    setBusy(true);
    try {
      const message = await uploadComplaintFiles(id, files);
      success(message || t`Files uploaded`);
      setFiles([]);
      void queryClient.invalidateQueries({ queryKey: ['complaints', id, 'documents'] });
    } catch (err) {
      error(err instanceof ApiError && err.status !== 0 ? err.message : t`Something went wrong while uploading the file(s).`);
    } finally {
      setBusy(false);
    }
  };

  const download = async (d: StoredDocument) => {
    clear();
    try {
      saveBlob(await apiBlob(`/v1/complaint/${id}/document/${d.documentid}`), d.fileName);
    } catch (err) {
      error(errorText(err));
    }
  };

  const selectedLabel = c.nextStatuses.find((s) => s.code === status)?.label ?? '';

  return (
    <div className="complaint-view" data-testid="complaint-view">
      <Notice notice={notice} onClose={clear} />
      <dl className="facts-grid">
        <dt>{t`Report code`}</dt>
        <dd>{c.reportCode}</dd>
        <dt>{t`Status`}</dt>
        <dd>
          <span className={`status-chip complaint-${c.status.toLowerCase()}`}>{c.statusLabel}</span>
          {c.overdue && <span className="badge-overdue">{t`Overdue`}</span>}
        </dd>
        <dt>{t`Raised by`}</dt>
        <dd>{c.raisedBy}</dd>
        <dt>{t`Raised on`}</dt>
        <dd>
          {when(c.createdAt)} <span className="age">{c.overdue ? t`(${age} days ago; the target is ${RESOLUTION_DAYS} days)` : t`(${age} days ago)`}</span>
        </dd>
        {c.resolvedAt && (
          <>
            <dt>{t`Resolved on`}</dt>
            <dd>{when(c.resolvedAt)}</dd>
          </>
        )}
        {c.schoolName && (
          <>
            <dt>{t`School`}</dt>
            <dd>{c.schoolName}</dd>
          </>
        )}
        {c.districtName && (
          <>
            <dt>{t`District`}</dt>
            <dd>{c.districtName}</dd>
          </>
        )}
      </dl>
      <section className="view-section" aria-labelledby={`desc-${id}`}>
        <h3 id={`desc-${id}`}>{t`Description`}</h3>
        <p className="description">{c.description}</p>
      </section>

      <section className="view-section" aria-labelledby={`docs-${id}`}>
        <h3 id={`docs-${id}`}>{t`Documents`}</h3>
        {documents.error ? (
          <p className="field-error">{errorText(documents.error)}</p>
        ) : documents.isPending ? (
          <Loading />
        ) : (documents.data ?? []).length === 0 ? (
          <p className="muted">{t`No documents uploaded.`}</p>
        ) : (
          <DocumentList documents={documents.data ?? []} onOpen={(d) => void download(d)} />
        )}
        {!closed && (
          <div className="upload-row">
            <FilePicker label={t`Add documents`} files={files} onChange={setFiles} disabled={busy} />
            {files.length > 0 && (
              <button type="button" className="btn btn-primary" onClick={() => void upload()} disabled={busy}>
                {files.length > 1 ? t`Upload all` : t`Upload`}
              </button>
            )}
          </div>
        )}
      </section>

      <section className="view-section" aria-labelledby={`comments-${id}`}>
        <h3 id={`comments-${id}`}>{t`Comments and status history`}</h3>
        {comments.error ? (
          <p className="field-error">{errorText(comments.error)}</p>
        ) : comments.isPending ? (
          <Loading />
        ) : (comments.data ?? []).length === 0 ? (
          <p className="muted">{t`No comments yet.`}</p>
        ) : (
          <ol className="timeline">
            {(comments.data ?? []).map((m) => (
              <li key={m.commentid} className={m.toStatus ? 'status-change' : ''}>
                <div className="meta">
                  {m.user} · {when(m.date)}
                </div>
                {m.toStatus && (
                  <div className="change">
                    {m.fromStatusLabel ?? m.fromStatus} → {m.toStatusLabel ?? m.toStatus}
                  </div>
                )}
                <p>{m.comment}</p>
              </li>
            ))}
          </ol>
        )}
        {!closed && (
          <form onSubmit={(e) => void addComment(e)} noValidate>
            <TextField name="comment" label={t`Add a comment`} value={comment} onChange={setComment} error={commentError} disabled={busy} multiline maxLength={2000} />
            <div className="form-buttons">
              <button type="submit" className="btn" disabled={busy}>{t`Add comment`}</button>
            </div>
          </form>
        )}
      </section>

      {c.nextStatuses.length > 0 && (
        <section className="view-section" aria-labelledby={`status-${id}`}>
          <h3 id={`status-${id}`}>{t`Update status`}</h3>
          {conflict && (
            <RecordConflictNotice
              conflict={conflict}
              busy={busy}
              onKeepMine={() => void changeStatus(conflict.at ?? undefined)}
              onLoadTheirs={() => {
                setConflict(null);
                onChanged();
              }}
            />
          )}
          <form onSubmit={askStatus} noValidate>
            <SelectField
              name="status"
              label={t`New status`}
              value={status}
              onChange={setStatus}
              placeholder={t`Select status`}
              options={c.nextStatuses.map((s) => ({ value: s.code, label: s.label }))}
              error={statusErrors.status}
              disabled={busy}
              required
            />
            <TextField
              name="statusComment"
              label={t`Comment`}
              value={statusComment}
              onChange={setStatusComment}
              error={statusErrors.comment}
              disabled={busy}
              multiline
              required
              maxLength={2000}
            />
            <div className="form-buttons">
              <button type="submit" className="btn btn-primary" disabled={busy}>{t`Update status`}</button>
            </div>
          </form>
        </section>
      )}
      <ConfirmDialog
        open={confirmStatus}
        title={t`Update status`}
        confirmLabel={t`Update status`}
        busy={busy}
        onCancel={() => setConfirmStatus(false)}
        onConfirm={() => void changeStatus()}
      >
        <p>{t`The status of complaint ${c.reportCode} will change from ${c.statusLabel} to ${selectedLabel}, with your comment. The person who raised it will see the change.`}</p>
      </ConfirmDialog>
    </div>
  );
}
