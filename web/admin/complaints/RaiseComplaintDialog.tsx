import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError, errorText } from '../../api/client';
import { apiActionCall } from '../../api/call';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { fieldErrorsOf } from '../adminApi';
import { TextField } from '../components/Field';
import { FilePicker, MAX_FILE_BYTES } from '../components/FilePicker';
import { useLang } from '../../app/LangContext';
import { joinSentences } from '../../i18n';
import '../admin.css';
import { useAskBeforeClose } from '../../components/UnsavedChangesConfirm';

/** Uploads files to a complaint; answers the server's message. */
export async function uploadComplaintFiles(complaintid: number, files: File[]): Promise<string> {
  const form = new FormData();
  form.append('complaintid', String(complaintid));
  for (const f of files) form.append('files', f, f.name);
  const { message } = await apiActionCall('post', '/v1/complaint/document/upload', { body: form });
  return message;
}

type Props = { open: boolean; onClose: () => void; onRaised: (message: string, warning: string | null) => void };

/** Raise a complaint: subject, description and documents (uploaded once the complaint exists). */
export function RaiseComplaintDialog({ open, onClose, onRaised }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const typed = open && (subject.trim() !== '' || description.trim() !== '' || files.length > 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setSubject('');
    setDescription('');
    setFiles([]);
    setErrors({});
    setFailure(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!subject.trim()) found.subject = t`This is required`;
    if (!description.trim()) found.description = t`This is required`;
    if (files.some((f) => f.size > MAX_FILE_BYTES)) found.files = t`A file is larger than 10 MB.`;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { value, message } = await apiActionCall('post', '/v1/complaint/create', { body: { subject: subject.trim(), description: description.trim() } });
      let warning: string | null = null;
      let uploaded = '';
      if (files.length > 0) {
        try {
          uploaded = await uploadComplaintFiles(value.complaintid, files);
        } catch (err) {
          // The complaint stands; only its documents failed.
          warning = err instanceof ApiError && err.status !== 0 ? err.message : t`Something went wrong while uploading the file(s).`;
        }
      }
      reset();
      onRaised(joinSentences([`${message || t`Complaint raised`} (${value.reportCode})`, uploaded], lang), warning);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  // Closing the dialog or the tab with a complaint written and not raised asks first; leaving the dialog drops what was written.
  const { close, confirm } = useAskBeforeClose(
    typed,
    () => {
      reset();
      onClose();
    },
    busy,
  );

  return (
    <Dialog open={open} title={t`Raise a complaint`} onClose={close} wide>
      <form onSubmit={(e) => void submit(e)} noValidate className="admin-dialog" id="raise-complaint-form">
        {failure && <Alert kind="error">{failure}</Alert>}
        <TextField name="subject" label={t`Subject`} value={subject} onChange={setSubject} error={errors.subject} required maxLength={200} />
        <TextField name="description" label={t`Description`} value={description} onChange={setDescription} error={errors.description} required maxLength={5000} multiline />
        <FilePicker label={t`Documents (optional)`} files={files} onChange={setFiles} error={errors.files} disabled={busy} />
        <p className="muted small">{t`The documents are uploaded once the complaint is raised.`}</p>
        <div className="form-buttons">
          <button type="button" className="btn" onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t`Saving…` : t`Raise complaint`}
          </button>
        </div>
      </form>
      {confirm}
    </Dialog>
  );
}
