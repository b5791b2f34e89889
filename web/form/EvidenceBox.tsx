import { memo, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiBlob, ApiError } from '../api/client';
import { apiCall } from '../api/call';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ProgressBar } from '../components/ProgressBar';
import { FileViewer } from '../components/FileViewer';
import { EVIDENCE_ACCEPT, fileProblem, fileSize, viewableInline, type FileProblem } from './evidenceRules';
import type { EvidenceDocument, QuestionStore } from './questionStore';
import { useQuestionExtras } from './useQuestion';
import { uploadWithProgress } from './xhrUpload';
import { useOutboxItems } from './outbox/useOutboxItems';
import { outboxItem } from './outbox/startOutbox';
import { OutboxList } from './outbox/OutboxList';

type Chosen = { id: number; file: File; problem: FileProblem | null; progress: number | null; error: string | null };

type Props = {
  store: QuestionStore;
  accrid: string | number;
  questionid: string;
  mandatory: boolean;
  /** The question has an answer that needs evidence (answered, not Not Applicable). */
  needed: boolean;
  editable: boolean;
  /** Reviewers open images and PDFs inside the page. */
  inlineView?: boolean;
  /** Who is uploading: the outbox keeps each user's files apart on a shared device. */
  user?: string;
};

let nextId = 1;

/**
 * The evidence of one question (spec §2 file upload widget): choose files, upload one or all,
 * remove one or all before upload, a progress bar per file; type and size checked before any
 * upload; the attached documents with download (or inline view) and delete after a confirmation.
 */
export const EvidenceBox = memo(function EvidenceBox({ store, accrid, questionid, mandatory, needed, editable, inlineView, user }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const extras = useQuestionExtras(store, questionid);
  const { outbox, items: queued } = useOutboxItems(store, questionid, 'file');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [toDelete, setToDelete] = useState<EvidenceDocument | null>(null);
  const [viewing, setViewing] = useState<{ doc: EvidenceDocument; kind: 'image' | 'pdf' } | null>(null);
  const live = useRef(true);
  const base = `/v1/form/${encodeURIComponent(String(accrid))}/question/${questionid}/documents`;
  const docs = extras.docs ?? [];

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Files that went through the outbox: an item leaves the queue while being sent only when it
  // arrived (a waiting or refused one leaves only when the head removes it); once none of this
  // question's is left in flight, say so.
  const lastQueued = useRef(queued);
  useEffect(() => {
    const before = lastQueued.current;
    lastQueued.current = queued;
    const arrived = before.some((b) => b.state === 'sending' && !queued.some((q) => q.id === b.id));
    if (arrived && !queued.some((q) => q.state === 'sending' || q.state === 'queued')) setMessage({ kind: 'success', text: t`Files uploaded successfully` });
    // A change of language alone finds nothing arrived.
  }, [queued, t]);

  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), 5000);
    return () => window.clearTimeout(timer);
  }, [message]);

  const problemText = (c: Chosen): string | null => {
    if (c.error) return c.error;
    switch (c.problem) {
      case 'type':
        return t`This type of file is not accepted. Use PDF, JPEG, PNG, WebP, DOCX or XLSX.`;
      case 'size':
        return t`The file is larger than 10 MB.`;
      case 'empty':
        return t`The file is empty.`;
      default:
        return null;
    }
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length === 0) return;
    setMessage(null);
    setChosen((prev) => [...prev, ...files.map((file) => ({ id: nextId++, file, problem: fileProblem(file), progress: null, error: null }))]);
  };

  const patchChosen = (id: number, patch: Partial<Chosen>) => {
    if (live.current) setChosen((prev) => prev.map((c) => (c.id === id ? { ...c, ...patch } : c)));
  };

  const uploadOne = async (c: Chosen): Promise<boolean> => {
    const form = new FormData();
    form.append('accrid', String(accrid));
    form.append('questionid', questionid);
    form.append('files', c.file, c.file.name);
    patchChosen(c.id, { progress: 0, error: null });
    try {
      await uploadWithProgress('/v1/form/question/document', form, (p) => patchChosen(c.id, { progress: p }), t`Something went wrong while uploading the file(s).`);
      if (live.current) setChosen((prev) => prev.filter((x) => x.id !== c.id));
      return true;
    } catch (err) {
      patchChosen(c.id, { progress: null, error: err instanceof ApiError && err.status !== 0 ? err.message : t`Something went wrong while uploading the file(s).` });
      return false;
    }
  };

  const upload = async (list: Chosen[]) => {
    const ready = list.filter((c) => !c.problem && c.progress === null);
    if (ready.length === 0) return;
    // With the page's outbox, the files are kept on this device first and sent from there, one
    // by one with progress, now or when the connection returns (a closed tab loses nothing).
    if (outbox && user) {
      for (const c of ready) outbox.send({ type: 'outbox.add', item: outboxItem(user, String(accrid), questionid, { kind: 'file', fileName: c.file.name, blob: c.file }) });
      setChosen((prev) => prev.filter((x) => !ready.includes(x)));
      setMessage(null);
      return;
    }
    setBusy(true);
    setMessage(null);
    let ok = 0;
    // One request per file, one after the other: each file gets its own progress bar.
    for (const c of ready) if (await uploadOne(c)) ok += 1;
    await store.refreshDocs(questionid);
    if (!live.current) return;
    setBusy(false);
    setMessage(ok === ready.length ? { kind: 'success', text: t`Files uploaded successfully` } : { kind: 'error', text: t`Something went wrong while uploading the file(s).` });
  };

  const download = async (d: EvidenceDocument) => {
    const kind = inlineView ? viewableInline(d.contentType) : null;
    if (kind) {
      setViewing({ doc: d, kind });
      return;
    }
    try {
      const blob = await apiBlob(`${base}/${d.documentid}`);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = d.fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof ApiError ? err.message : t`Something went wrong` });
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await apiCall('post', '/v1/form/question/document/delete', { body: { accrid: Number(accrid), documentid: toDelete.documentid } });
      await store.refreshDocs(questionid);
      setMessage({ kind: 'success', text: t`Document deleted successfully` });
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof ApiError && err.status !== 0 ? err.message : t`Error while deleting document!` });
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  const missing = mandatory && needed && !!extras.docs && docs.length === 0;
  const uploadable = chosen.filter((c) => !c.problem && c.progress === null);
  const title = mandatory ? t`Evidence (mandatory)` : t`Evidence (optional)`;

  if (!editable && docs.length === 0 && !extras.docsLoading && !missing) {
    return (
      <div className="evidence evidence-none" data-testid={`evidence-${questionid}`} data-docs={extras.docs ? 'loaded' : extras.docsError ? 'failed' : 'pending'}>
        <span className="evidence-title">{title}</span> <span className="muted small">{extras.docs ? t`No files attached` : ''}</span>
      </div>
    );
  }

  return (
    <div
      className={`evidence ${missing ? 'evidence-missing' : ''}`}
      data-testid={`evidence-${questionid}`}
      data-docs={extras.docs ? 'loaded' : extras.docsError ? 'failed' : 'pending'}
    >
      <div className="evidence-head">
        <span className="evidence-title">{title}</span>
        {missing && <span className="evidence-warn">{t`Attachment is mandatory`}</span>}
        {extras.docsLoading && <span className="muted small">{t`Loading…`}</span>}
      </div>
      {extras.docsError && <p className="field-error">{extras.docsError}</p>}
      {docs.length > 0 && (
        <ul className="evidence-list" aria-label={t`Attached files`}>
          {docs.map((d) => (
            <li key={d.documentid}>
              <button type="button" className="link-btn" onClick={() => void download(d)}>
                {d.fileName}
              </button>
              <span className="muted small">{fileSize(d.size)}</span>
              {editable && (
                <button type="button" className="btn btn-sm btn-danger-outline" onClick={() => setToDelete(d)} disabled={busy} aria-label={t`Delete ${d.fileName}`}>
                  {t`Delete`}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {queued.length > 0 && <OutboxList items={queued} onRemove={(id) => outbox?.send({ type: 'outbox.remove', id })} />}
      {editable && (
        <>
          {chosen.length > 0 && (
            <ul className="upload-queue" aria-label={t`Files to upload`}>
              {chosen.map((c) => {
                const problem = problemText(c);
                return (
                  <li key={c.id} className={problem ? 'has-problem' : ''}>
                    <div className="upload-file">
                      <span className="upload-name">{c.file.name}</span>
                      <span className="muted small">{fileSize(c.file.size)}</span>
                    </div>
                    <div className="upload-actions">
                      {!c.problem && c.progress === null && (
                        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void upload([c])} aria-label={t`Upload ${c.file.name}`}>
                          {t`Upload`}
                        </button>
                      )}
                      {c.progress === null && (
                        <button
                          type="button"
                          className="btn btn-sm"
                          disabled={busy}
                          onClick={() => setChosen((prev) => prev.filter((x) => x.id !== c.id))}
                          aria-label={t`Remove ${c.file.name}`}
                        >
                          {t`Remove`}
                        </button>
                      )}
                    </div>
                    {c.progress !== null && <ProgressBar value={Math.round(c.progress * 100)} max={100} label={t`Uploading ${c.file.name}`} />}
                    {problem && (
                      <p className="field-error" role="alert">
                        {problem}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <div className="evidence-actions">
            <label className={`btn btn-sm upload-btn ${busy ? 'disabled' : ''}`} htmlFor={inputId}>
              <input
                id={inputId}
                type="file"
                multiple
                accept={EVIDENCE_ACCEPT}
                className="sr-only"
                disabled={busy}
                onChange={choose}
                aria-label={t`Choose files for ${questionid}`}
              />
              {t`Choose files`}
            </label>
            {chosen.length > 0 && (
              <>
                <button type="button" className="btn btn-sm btn-primary" disabled={busy || uploadable.length === 0} onClick={() => void upload(chosen)}>
                  {busy ? t`Uploading…` : t`Upload all`}
                </button>
                <button type="button" className="btn btn-sm" disabled={busy} onClick={() => setChosen([])}>
                  {t`Remove all`}
                </button>
              </>
            )}
          </div>
        </>
      )}
      {message && (
        <p className={message.kind === 'error' ? 'field-error' : 'ok-text'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {toDelete && (
        <ConfirmDialog open title={t`Delete document`} confirmLabel={t`Delete`} busy={busy} onCancel={() => setToDelete(null)} onConfirm={() => void remove()}>
          <p>{t`Do you want to delete ${toDelete.fileName}?`}</p>
        </ConfirmDialog>
      )}
      {viewing && <FileViewer path={`${base}/${viewing.doc.documentid}`} fileName={viewing.doc.fileName} kind={viewing.kind} onClose={() => setViewing(null)} />}
    </div>
  );
});
