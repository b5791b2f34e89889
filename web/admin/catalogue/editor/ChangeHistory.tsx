import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../api/client';
import { useLang } from '../../../app/LangContext';
import { Loading } from '../../../components/Loading';
import { draftApi, type Change } from './draftApi';

type Props = {
  version: string;
  /** One part ("question:Q012", "grading"); the whole version when absent. */
  target?: string;
};

/** The fields whose value differs between before and after, for a one-line summary. */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** Who changed what, when: the audit of a draft or of one of its parts, newest first. */
export function ChangeHistory({ version, target }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  // Under the version's key: each change the editor makes refreshes it with the draft (DraftEditor's run()).
  const history = useQuery({ queryKey: ['catalogue', 'version', version, 'history', target ?? null], queryFn: () => draftApi.history(version, target) });
  // Whole sentences, so that Hindi can place the person and the verb where Hindi puts them.
  const said = (action: string, by: string): string =>
    ({
      create: t`${by} started the draft`,
      import: t`${by} imported a file`,
      update: t`${by} made a change`,
      add: t`${by} added it`,
      move: t`${by} moved it`,
      retire: t`${by} retired it`,
      publish: t`${by} published the version`,
      discard: t`${by} discarded the draft`,
    })[action] ?? `${by}: ${action}`;
  const when = (at: string) => new Date(at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  const row = (c: Change) => {
    const fields = c.action === 'update' ? changedFields(c.before, c.after) : [];
    return (
      <li key={c.id}>
        <time dateTime={c.at}>{when(c.at)}</time> · {!target && <code>{c.target}</code>} {said(c.action, c.by ?? '–')}
        {fields.length > 0 && <span className="muted small"> ({fields.join(', ')})</span>}
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
    </details>
  );
}
