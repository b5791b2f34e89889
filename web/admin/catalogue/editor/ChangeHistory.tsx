import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionMessage } from './ActionMessage';
import type { MessageDescriptor } from '@lingui/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../../../api/client';
import { useLang } from '../../../app/LangContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { draftApi, type Change } from './draftApi';
import { historyApi } from './historyApi';
import './history.css';
import { changeLines } from './historyWords';
import { partWords } from './partWords';

type Props = {
  version: string;
  /** One part ("question:Q012", "grading"); the whole version when absent. */
  target?: string;
  /** A draft: each earlier line of a part's history can be restored. */
  editable?: boolean;
};

/** The fields whose value differs between before and after, for a one-line summary. */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** Lines that hold the part's whole content after them, so the part can go back to it (server: catalogue-revert.ts contentOf). */
export function canRestore(c: Pick<Change, 'target' | 'action' | 'after'>): boolean {
  if (c.after === null || c.after === undefined) return false;
  if (['update', 'rebase', 'revert', 'undo', 'redo'].includes(c.action)) return true;
  return c.target.startsWith('question:') && ['add', 'copy', 'restore'].includes(c.action);
}

type Said = { kind: 'success' | 'error'; text: string; row: number };

/**
 * Who changed what, when: the audit of a draft or of one of its parts, newest first, each line in
 * plain words with before → after. In a draft, each earlier line of a part can be restored (with a
 * confirmation): a new change, refused if someone changed the part since the history was read.
 */
export function ChangeHistory({ version, target, editable = false }: Props) {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  // Under the version's key: each change the editor makes refreshes it with the draft (DraftEditor's run()).
  const history = useQuery({ queryKey: ['catalogue', 'version', version, 'history', target ?? null], queryFn: () => draftApi.history(version, target) });
  const [asked, setAsked] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const tr = (d: MessageDescriptor) => i18n._(d);
  // Whole sentences, so that Hindi can place the person and the verb where Hindi puts them.
  const sentence = (action: string, by: string): string =>
    ({
      create: t`${by} started the draft`,
      import: t`${by} imported a file`,
      update: t`${by} made a change`,
      add: t`${by} added it`,
      copy: t`${by} copied a question`,
      move: t`${by} moved it`,
      retire: t`${by} retired it`,
      restore: t`${by} brought it back`,
      revert: t`${by} restored an earlier version`,
      undo: t`${by} undid a change`,
      redo: t`${by} made a change again`,
      texts: t`${by} applied a translators' sheet`,
      hindiChecked: t`${by} confirmed the Hindi`,
      rebase: t`${by} brought in a newer version's change`,
      sendForApproval: t`${by} sent the draft for approval`,
      return: t`${by} sent the draft back`,
      publish: t`${by} approved and published the version`,
      discard: t`${by} discarded the draft`,
    })[action] ?? `${by}: ${action}`;
  const when = (at: string) => new Date(at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  // The part's revision as this history shows it: a newer change by anyone refuses a restore.
  const revision = history.data?.[0]?.id ?? 0;

  const restore = async (c: Change) => {
    setBusy(true);
    try {
      await historyApi.revert(version, c.target, c.id, revision);
      setSaid({ kind: 'success', text: t`Restored the version of ${when(c.at)}. Undo takes it back.`, row: c.id });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.details[0]?.problem === 'changedSince') {
        const d = err.details[0];
        const who = d.byYou === true ? t`You` : String(d.by ?? '–');
        const at = when(String(d.at ?? ''));
        setSaid({ kind: 'error', text: t`Not restored: ${who} changed this part at ${at}, after this history was read. Nothing was changed; the newest line is now at the top.`, row: c.id });
      } else setSaid({ kind: 'error', text: errorText(err), row: c.id });
    } finally {
      setBusy(false);
      setAsked(null);
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'version', version] });
    }
  };

  const row = (c: Change, i: number) => {
    const lines = changeLines(tr, lang, c);
    return (
      <li key={c.id} data-testid="history-row">
        <time dateTime={c.at}>{when(c.at)}</time> · {!target && <span className="muted">{partWords(tr, c.target)} · </span>}
        {sentence(c.action, c.by ?? '–')}
        {lines.length > 0 && (
          <ul className="history-lines small">
            {lines.slice(0, 12).map((l, k) => (
              <li key={k}>{l}</li>
            ))}
            {lines.length > 12 && <li className="muted">{t`and ${lines.length - 12} more`}</li>}
          </ul>
        )}
        {editable && target && i > 0 && canRestore(c) && (
          <button type="button" className="btn btn-xs" disabled={busy} onClick={() => setAsked(c)}>
            {t`Restore this version`}
          </button>
        )}
        {said?.row === c.id && <ActionMessage message={said} testId="history-message" />}
      </li>
    );
  };
  return (
    <details className="change-history" data-testid="change-history">
      <summary>{target ? t`Change history of this part` : t`Change history of the draft`}</summary>
      {history.isPending ? (
        <Loading />
      ) : history.error ? (
        <p className="alert alert-error">{errorText(history.error)}</p>
      ) : !history.data?.length ? (
        <p className="muted">{t`No changes yet.`}</p>
      ) : (
        <ul className="history-list">{history.data.map(row)}</ul>
      )}
      <ConfirmDialog
        open={!!asked}
        title={t`Restore this version of ${target ? partWords(tr, target) : ''}?`}
        confirmLabel={t`Restore this version`}
        busy={busy}
        onConfirm={() => asked && void restore(asked)}
        onCancel={() => setAsked(null)}
      >
        {asked && (
          <p>{t`The part goes back to how it was after this change of ${when(asked.at)}. It is saved as a new change, which Undo can take back.`}</p>
        )}
      </ConfirmDialog>
    </details>
  );
}
