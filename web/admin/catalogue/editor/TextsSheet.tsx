import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionMessage } from './ActionMessage';
import { apiBlob, errorText } from '../../../api/client';
import { apiActionCall } from '../../../api/call';
import { Alert } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { saveBlob } from '../../adminApi';
import type { TextProblem } from '../../../../engine';
import type { ApiValue } from '../../../api/types';
import { useLang } from '../../../app/LangContext';
import type { MessageDescriptor } from '@lingui/core';
import { textCellWords } from './partWords';

/** What POST /v1/catalogue/drafts/{version}/texts answers. */
export type TextsImport = ApiValue<'/v1/catalogue/drafts/{version}/texts', 'post'>;

type Props = {
  version: string;
  editable: boolean;
  /** Called after the texts were applied, so the editor reloads the draft. */
  onApplied: () => void;
};

type Cell = { id: string; field: string; lang: string };
const cellKey = (c: Cell) => `${c.id}|${c.field}|${c.lang}`;

/**
 * The preview of a texts sheet: what it changes, what stops it, and the cells changed in the
 * draft since the sheet was made, each kept as the draft has it unless ticked.
 */
export function TextsPreview({ preview, take = new Set(), onTake }: { preview: TextsImport; take?: Set<string>; onTake?: (key: string, on: boolean) => void }) {
  const { t, i18n } = useLingui();
  const say = (d: MessageDescriptor) => i18n._(d);
  const { lang } = useLang();
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
      {preview.conflicts.length > 0 && (
        <div className="option-table-wrap" data-testid="texts-conflicts">
          <table className="option-table">
            <caption>{t`Changed in the draft after this sheet was made: ${preview.conflicts.length}. Each keeps the draft's text unless you tick it.`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Part`}</th>
                <th scope="col">{t`In the draft now`}</th>
                <th scope="col">{t`In the sheet`}</th>
                <th scope="col">{t`Take the sheet's`}</th>
              </tr>
            </thead>
            <tbody>
              {preview.conflicts.map((c) => {
                const cell = textCellWords(say, c.id, c.field, c.lang);
                return (
                  <tr key={cellKey(c)}>
                    <td data-label={t`Part`}>{cell}</td>
                    <td data-label={t`In the draft now`} lang={c.lang}>
                      {c.draft || '–'}
                      <div className="muted small">{t`Changed by ${c.by ?? '–'} at ${new Date(c.at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}`}</div>
                    </td>
                    <td data-label={t`In the sheet`} lang={c.lang}>
                      {c.sheet}
                    </td>
                    <td data-label={t`Take the sheet's`}>
                      <input
                        type="checkbox"
                        aria-label={t`Take the sheet's text for ${cell}`}
                        checked={take.has(cellKey(c))}
                        disabled={!onTake}
                        onChange={(e) => onTake?.(cellKey(c), e.target.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {preview.changes.length === 0 ? (
        <p className="muted">{t`The sheet changes no other text of this draft.`}</p>
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
                  <td data-label={t`Part`}>{textCellWords(say, c.id, c.field)}</td>
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
  const [take, setTake] = useState<Set<string>>(new Set());

  const count = (preview?.changes.length ?? 0) + take.size;
  const applicable = !!preview && count > 0 && preview.problems.length === 0;

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
      if (apply) for (const key of take) form.append('take', key);
      form.set('file', sheet);
      const result = await apiActionCall('post', '/v1/catalogue/drafts/{version}/texts', { path: { version }, body: form });
      if (apply) {
        setPreview(null);
        setFile(null);
        setTake(new Set());
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
              setTake(new Set());
              if (f) void send(f, false);
            }}
          />
        </div>
      )}
      {busy && <p className="muted">{t`Reading the sheet…`}</p>}
      <ActionMessage message={message} testId="texts-message" />
      <ConfirmDialog
        open={!!preview && !!file}
        title={t`Texts from ${file?.name ?? ''}`}
        confirmLabel={applicable ? t`Apply the changes (${count})` : t`Close`}
        busy={busy}
        onConfirm={() => (file && applicable ? void send(file, true) : (setPreview(null), setFile(null)))}
        onCancel={() => (setPreview(null), setFile(null))}
      >
        {preview && (
          <TextsPreview
            preview={preview}
            take={take}
            onTake={(key, on) => {
              const next = new Set(take);
              if (on) next.add(key);
              else next.delete(key);
              setTake(next);
            }}
          />
        )}
      </ConfirmDialog>
    </details>
  );
}
