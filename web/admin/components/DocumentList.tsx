import { useLingui } from '@lingui/react/macro';
import type { StoredDocument } from '../types';
import '../admin.css';

/** A file size people read: KB or MB. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Stored documents, each a button that downloads it. */
export function DocumentList({ documents, onOpen }: { documents: StoredDocument[]; onOpen: (d: StoredDocument) => void }) {
  const { t } = useLingui();
  return (
    <ul className="doc-list">
      {documents.map((d) => (
        <li key={d.documentid}>
          <button type="button" className="link-btn" onClick={() => onOpen(d)} aria-label={t`Download ${d.fileName}`}>
            {d.fileName}
          </button>
          <span className="muted small">
            {fileSize(d.size)}
            {d.uploadedBy ? ` · ${d.uploadedBy}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
