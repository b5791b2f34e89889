import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiAction, apiBlob, errorText } from '../../../api/client';
import { Alert } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { saveBlob } from '../../adminApi';
import type { TextProblem } from '../../../../engine';
import type { ApiValue } from '../../../api/types';

/** What POST /v1/catalogue/drafts/{version}/texts answers. */
export type TextsImport = ApiValue<'/v1/catalogue/drafts/{version}/texts', 'post'>;

type Props = {
  version: string;
  editable: boolean;
  /** Called after the texts were applied, so the editor reloads the draft. */
  onApplied: () => void;
};

/** The preview of a texts sheet: what it changes, and what stops it. */
export function TextsPreview({ preview }: { preview: TextsImport }) {
  const { t } = useLingui();
  const problemText = (p: TextProblem) =>
    ({
      unknownText: t`Row ${p.row}: ${p.id} ${p.field} is not a text of this draft.`,
      duplicateRow: t`Row ${p.row}: ${p.id} ${p.field} appears a second time.`,
      notDevanagari: t`Row ${p.row}: the Hindi of ${p.id} ${p.field} is not in Devanagari script.`,
    })[p.problem];
  return (
    <div data-testid="texts-preview">
      {preview.problems.length > 0 && (
        <Alert kind="error">
          {t`Fix these rows in the sheet and upload it again; nothing has been changed.`}
          <ul>
            {preview.problems.slice(0, 50).map((p) => (
              <li key={`${p.row}-${p.problem}`}>{problemText(p)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {preview.changes.length === 0 ? (
        <p className="muted">{t`The sheet changes no text of this draft.`}</p>
      ) : (
        <div className="option-table-wrap">
          <table className="option-table">
            <caption>{t`Texts that will change: ${preview.changes.length}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Part`}</th>
                <th scope="col">{t`Language`}</th>
                <th scope="col">{t`Now`}</th>
                <th scope="col">{t`After`}</th>
              </tr>
            </thead>
            <tbody>
              {preview.changes.map((c) => (
                <tr key={`${c.id}|${c.field}|${c.lang}`}>
                  <td data-label={t`Part`}>
                    {c.id} · {c.field}
                  </td>
                  <td data-label={t`Language`}>{c.lang === 'hi' ? t`Hindi` : t`English`}</td>
                  <td data-label={t`Now`} lang={c.lang}>
                    {c.before || '–'}
                  </td>
                  <td data-label={t`After`} lang={c.lang}>
                    <strong>{c.after}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * Texts for translators: the version's texts as a spreadsheet (id, field, English, Hindi), and a
 * filled sheet read back onto the draft after a preview of every change.
 */
export function TextsSheet({ version, editable, onApplied }: Props) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TextsImport | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const applicable = !!preview && preview.changes.length > 0 && preview.problems.length === 0;

  const download = async (format: 'xlsx' | 'csv') => {
    setMessage(null);
    try {
      saveBlob(await apiBlob(`/v1/catalogue/versions/${encodeURIComponent(version)}/texts?format=${format}`), `catalogue-${version}-texts.${format}`);
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err) });
    }
  };

  /** Sends the sheet: apply false answers the preview, apply true applies it. */
  const send = async (sheet: File, apply: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const form = new FormData();
      form.set('apply', String(apply));
      form.set('file', sheet);
      const result = await apiAction<TextsImport>('POST', `/v1/catalogue/drafts/${encodeURIComponent(version)}/texts`, form);
      if (apply) {
        setPreview(null);
        setFile(null);
        setMessage({ kind: 'success', text: result.message || t`Saved.` });
        onApplied();
      } else setPreview(result.value);
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="card texts-sheet" data-testid="texts-sheet">
      <summary className="card-title">{t`Texts for translators`}</summary>
      <p className="muted small">{t`Every text of this version in a sheet: id, field, English, Hindi. Fill the Hindi (or correct the English) in any spreadsheet and upload it here; an empty cell changes nothing.`}</p>
      <div className="toolbar">
        <button type="button" className="btn btn-sm" onClick={() => void download('xlsx')}>
          {t`Download as Excel (XLSX)`}
        </button>
        <button type="button" className="btn btn-sm" onClick={() => void download('csv')}>
          {t`Download as CSV`}
        </button>
      </div>
      {editable && (
        <div className="field">
          <label htmlFor="texts-file">{t`Upload a filled sheet (XLSX or CSV)`}</label>
          <input
            id="texts-file"
            type="file"
            accept=".xlsx,.csv"
            disabled={busy}
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              e.target.value = '';
              setFile(f);
              setPreview(null);
              setMessage(null);
              if (f) void send(f, false);
            }}
          />
        </div>
      )}
      {busy && <p className="muted">{t`Reading the sheet…`}</p>}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <ConfirmDialog
        open={!!preview && !!file}
        title={t`Texts from ${file?.name ?? ''}`}
        confirmLabel={applicable ? t`Apply the changes (${preview.changes.length})` : t`Close`}
        busy={busy}
        onConfirm={() => (file && applicable ? void send(file, true) : (setPreview(null), setFile(null)))}
        onCancel={() => (setPreview(null), setFile(null))}
      >
        {preview && <TextsPreview preview={preview} />}
      </ConfirmDialog>
    </details>
  );
}
