import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fileSize } from './DocumentList';
import '../admin.css';

/** Files accepted as complaint documents (the server checks the real type too). */
export const ACCEPT_DOCUMENTS = '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,application/pdf,image/jpeg,image/png,image/webp';
/** The server's limit per file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

type Props = { label: string; files: File[]; onChange: (files: File[]) => void; error?: string; disabled?: boolean };

/** Choose files (added to the list), remove one or all; uploading is the caller's. */
export function FilePicker({ label, files, onChange, error, disabled }: Props) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field file-picker" data-field="files">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT_DOCUMENTS}
        className="file-input"
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (chosen.length) onChange([...files, ...chosen]);
        }}
      />
      <p className="muted small field-hint" id={`${id}-hint`}>{t`PDF, JPEG, PNG, WebP, DOCX or XLSX, up to 10 MB each.`}</p>
      {files.length > 0 && (
        <ul className="doc-list chosen-files">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <span>{f.name}</span>
              <span className="muted small">{fileSize(f.size)}</span>
              <button type="button" className="btn btn-sm" disabled={disabled} onClick={() => onChange(files.filter((_, j) => j !== i))} aria-label={t`Remove ${f.name}`}>
                {t`Remove`}
              </button>
            </li>
          ))}
          {files.length > 1 && (
            <li>
              <button type="button" className="btn btn-sm" disabled={disabled} onClick={() => onChange([])}>{t`Remove all`}</button>
            </li>
          )}
        </ul>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
