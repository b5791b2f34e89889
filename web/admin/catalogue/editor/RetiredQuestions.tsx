import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionMessage } from './ActionMessage';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { locateQuestion, pick, type CatalogueVersion, type Question } from '../../../../engine';
import { ApiError, errorText } from '../../../api/client';
import { draftApi, type Change } from './draftApi';
import { historyApi } from './historyApi';
import './history.css';

type Props = {
  version: string;
  catalogue: CatalogueVersion;
  lang: 'en' | 'hi';
  /** Opens a question brought back. */
  onOpen?: (id: string) => void;
};

/** The questions retired in this draft and not brought back since, newest first, each as it was. */
export function retiredInDraft(history: Change[], c: CatalogueVersion): { id: string; question: Question; subdomain: string }[] {
  const seen = new Set<string>();
  const out: { id: string; question: Question; subdomain: string }[] = [];
  for (const row of history) {
    if (!row.target.startsWith('question:') || seen.has(row.target)) continue;
    seen.add(row.target);
    const id = row.target.slice('question:'.length);
    const before = row.before as { subdomain?: string; question?: Question } | null;
    if (row.action === 'retire' && before?.question && !locateQuestion(c, id)) out.push({ id, question: before.question, subdomain: before.subdomain ?? '' });
  }
  return out;
}

/** Questions retired while this draft is open, with a way to bring each back where it was. */
export function RetiredQuestions({ version, catalogue, lang, onOpen }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The draft's whole history, shared with its change history below (same key).
  const history = useQuery({ queryKey: ['catalogue', 'version', version, 'history', null], queryFn: () => draftApi.history(version) });
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<{ id: string; kind: 'success' | 'error'; text: string; details?: string[] } | null>(null);
  const retired = history.data ? retiredInDraft(history.data, catalogue) : [];
  if (!retired.length && !said) return null;

  const bringBack = async (id: string) => {
    setBusy(id);
    try {
      await historyApi.restoreQuestion(version, id);
      setSaid({ id, kind: 'success', text: t`${id} is back where it was.` });
      onOpen?.(id);
    } catch (err) {
      const details = err instanceof ApiError ? err.details.map((d) => String(d.message ?? d.field ?? '')).filter(Boolean) : [];
      setSaid({ id, kind: 'error', text: errorText(err), details });
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'version', version] });
    }
  };

  return (
    <section className="retired-questions" aria-label={t`Retired in this draft`} data-testid="retired-questions">
      <h3 className="card-subtitle">{t`Retired in this draft`}</h3>
      <ActionMessage message={said} testId="retired-message" />
      <ul className="history-list">
        {retired.map((r) => (
          <li key={r.id}>
            <strong>{r.id}</strong> · {r.subdomain} · {pick(r.question.label, lang) || r.question.label.en}{' '}
            <button type="button" className="btn btn-xs" disabled={busy !== null} onClick={() => void bringBack(r.id)}>
              {t`Bring back ${r.id}`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
