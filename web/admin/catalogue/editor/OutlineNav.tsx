import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { pick, type CatalogueVersion, type Lang, type Text } from '../../../../engine';
import { draftApi } from './draftApi';
import { questionMoveRefusal, subdomainMoveRefusal } from './moveCheck';
import { OutlineSearch } from './OutlineSearch';
import { onlyRecheck } from './hindiRecheck';
import type { RecheckText } from './draftApi';
import { isFiltering, matchingQuestions, NO_FILTER, type OutlineFilters } from './outlineFilter';
import { openOf, withOpenComments, type CommentCounts } from './commentsApi';
import { CommentMark } from './CommentMarks';

/** The part picked in the outline; the version's own parts (title, grading) have an empty id. */
export type Selection = { kind: 'question' | 'subdomain' | 'domain' | 'optionGroup' | 'title' | 'grading'; id: string } | null;

type Props = {
  catalogue: CatalogueVersion;
  missingHindi: Record<string, number>;
  selected: Selection;
  onSelect: (s: Selection) => void;
  lang: Lang;
  editable: boolean;
  busy: boolean;
  onMoveQuestion: (id: string, subdomain: string, index: number) => void;
  onMoveSubdomain: (id: string, domain: string, index: number) => void;
  onAddQuestion: (subdomain: string) => void;
  onAddSubdomain: (domain: string) => void;
  onAddOptionGroup: () => void;
  /** The editor's message for an outline action, shown at its row: `question:Q012`, `subdomain:SD3`, `add:SD3` (add a question), `add:D1` (add a subdomain). */
  feedback?: { at: string; node: ReactNode } | null;
  /** The version the draft is based on, for the "changed in this draft" filter. */
  basedOn?: string | null;
  /** The Hindi texts to re-check, for the "to re-check" filter. */
  recheck?: RecheckText[];
  /** Comment threads per part, for the open-thread marks and the "open comments" filter. */
  comments?: CommentCounts;
};

/**
 * The draft's outline: domains (with their Hindi still to do), subdomains and questions in
 * display order. Every move is a button (keyboard and screen reader reachable).
 */
export function OutlineNav({ catalogue, missingHindi, selected, onSelect, lang, editable, busy, onMoveQuestion, onMoveSubdomain, onAddQuestion, onAddSubdomain, onAddOptionGroup, basedOn, feedback, recheck, comments }: Props) {
  const { t } = useLingui();
  const is = (kind: string, id: string) => selected?.kind === kind && selected.id === id;
  const feedbackAt = (at: string) => feedback?.at === at && feedback.node;
  const [filters, setFilters] = useState<OutlineFilters>(NO_FILTER);
  const filtering = isFiltering(filters);
  // The base version only when "changed" is ticked; the editor's own query key, so it is shared.
  const base = useQuery({ queryKey: ['catalogue', 'version', basedOn ?? ''], queryFn: () => draftApi.open(basedOn ?? ''), enabled: filters.changed && !!basedOn, staleTime: Infinity });
  const waiting = filters.changed && !!basedOn && !base.data;
  const [recheckOnly, setRecheckOnly] = useState(false);
  const found = useMemo(() => (filtering && !waiting ? matchingQuestions(catalogue, filters, base.data?.catalogue) : null), [catalogue, filters, filtering, waiting, base.data]);
  const [commentedOnly, setCommentedOnly] = useState(false);
  // Domains the officer folded or unfolded by hand; a new selection or search opens its domain again.
  const [folded, setFolded] = useState<Record<string, boolean>>({});
  const [foldedFor, setFoldedFor] = useState<string | null>(null);
  const foldKey = `${selected?.kind}:${selected?.id}:${isFiltering(filters) || recheckOnly || commentedOnly}`;
  if (foldKey !== foldedFor) {
    setFoldedFor(foldKey);
    setFolded({});
  }
  const allIds = useMemo(() => catalogue.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions.map((q) => q.id))), [catalogue]);
  const matches = useMemo(() => {
    const rechecked = recheckOnly ? onlyRecheck(catalogue, found, recheck) : found;
    return commentedOnly ? withOpenComments(allIds, rechecked, comments) : rechecked;
  }, [catalogue, found, recheckOnly, recheck, commentedOnly, comments, allIds]);
  const mark = (target: string) => <CommentMark open={openOf(comments, target)} />;
  const shown = (id: string) => !matches || matches.has(id);
  // A move refused here says why beside the row's buttons (the server refuses it the same way).
  const [refusal, setRefusal] = useState<{ id: string; texts: Text[] } | null>(null);
  const refusalBox = useRef<HTMLDivElement>(null);
  useEffect(() => refusalBox.current?.focus(), [refusal]);
  const moveQuestion = (id: string, sd: string, index: number) => {
    const texts = questionMoveRefusal(catalogue, id, sd, index);
    setRefusal(texts.length ? { id, texts } : null);
    if (!texts.length) onMoveQuestion(id, sd, index);
  };
  const moveSubdomain = (id: string, d: string, index: number) => {
    const texts = subdomainMoveRefusal(catalogue, id, d, index);
    setRefusal(texts.length ? { id, texts } : null);
    if (!texts.length) onMoveSubdomain(id, d, index);
  };
  const refusalOf = (id: string) =>
    refusal?.id === id && (
      <div ref={refusalBox} className="alert alert-error move-refusal" role="alert" tabIndex={-1} id={`move-refusal-${id}`} data-testid="move-refusal">
        <div className="alert-text">
          <p>
            <strong>{t`Not moved.`}</strong>
          </p>
          {refusal.texts.map((x, i) => (
            <p key={i}>{x[lang]}</p>
          ))}
        </div>
        <button type="button" className="alert-close" onClick={() => setRefusal(null)} aria-label={t`Close`}>
          ×
        </button>
      </div>
    );
  return (
    <nav className="outline" aria-label={t`Outline of the draft`}>
      <OutlineSearch value={filters} onChange={setFilters} matches={waiting ? null : (matches?.size ?? 0)} basedOn={basedOn} />
      <label className="outline-filter">
        <input type="checkbox" checked={recheckOnly} onChange={(e) => setRecheckOnly(e.target.checked)} /> {t`Hindi to re-check`} ({new Set((recheck ?? []).filter((x) => x.target.startsWith('question:')).map((x) => x.id)).size})
      </label>
      {comments && (
        <label className="outline-filter">
          <input type="checkbox" checked={commentedOnly} onChange={(e) => setCommentedOnly(e.target.checked)} /> {t`Questions with open comments`} ({withOpenComments(allIds, null, comments).size})
        </label>
      )}
      <details open={!selected || selected.kind === 'title' || selected.kind === 'grading' || selected.kind === 'optionGroup'}>
        <summary>
          <span className="outline-heading">{t`The version as a whole`}</span>
        </summary>
        <ul>
          <li>
            <button type="button" className={`outline-item${is('title', '') ? ' selected' : ''}`} aria-current={is('title', '') || undefined} onClick={() => onSelect({ kind: 'title', id: '' })}>
              {t`Title`}
            </button>
          </li>
          <li>
            <button type="button" className={`outline-item${is('grading', '') ? ' selected' : ''}`} aria-current={is('grading', '') || undefined} onClick={() => onSelect({ kind: 'grading', id: '' })}>
              {t`Grading`}
              {mark('grading')}
            </button>
          </li>
          <li>
            <span className="outline-heading">{t`Option groups`}</span>
            <ul>
              {catalogue.optionGroups.map((g) => (
                <li key={g.id}>
                  <button type="button" className={`outline-item${is('optionGroup', g.id) ? ' selected' : ''}`} aria-current={is('optionGroup', g.id) || undefined} onClick={() => onSelect({ kind: 'optionGroup', id: g.id })}>
                    {pick(g.label, lang) || g.label.en} <span className="qid">({g.id})</span>
                    {mark(`optionGroup:${g.id}`)}
                  </button>
                </li>
              ))}
            </ul>
            {editable && (
              <button type="button" className="btn btn-sm" disabled={busy} onClick={onAddOptionGroup}>
                {t`Add an option group`}
              </button>
            )}
          </li>
        </ul>
      </details>
      {catalogue.domains.map((d) => {
        // Open while searching or when it holds the selection, unless the officer folded it; a
        // disclosure button beside the domain's own button (a button inside <summary> is
        // interactive content nested in interactive content, which screen readers cannot reach).
        const auto = !!matches || d.subdomains.some((s) => s.id === selected?.id || s.questions.some((q) => q.id === selected?.id)) || is('domain', d.id);
        const open = folded[d.id] ?? auto;
        return (
        <div key={d.id} className="outline-domain" hidden={!!matches && !d.subdomains.some((s) => s.questions.some((q) => matches.has(q.id)))}>
          <div className="outline-row outline-domain-row">
            <button
              type="button"
              className="outline-toggle"
              aria-expanded={open}
              aria-controls={`outline-${d.id}`}
              aria-label={open ? t`Fold ${d.id}` : t`Unfold ${d.id}`}
              onClick={() => setFolded((f) => ({ ...f, [d.id]: !open }))}
            >
              {open ? '▾' : '▸'}
            </button>
            <button type="button" className={`outline-item${is('domain', d.id) ? ' selected' : ''}`} aria-current={is('domain', d.id) || undefined} onClick={() => onSelect({ kind: 'domain', id: d.id })}>
              {d.id} · {pick(d.name, lang)}
            </button>
            {mark(`domain:${d.id}`)}
            {(missingHindi[d.id] ?? 0) > 0 && <span className="todo-badge" title={t`Hindi texts still to write`}>{t`Hindi to do: ${missingHindi[d.id]}`}</span>}
          </div>
          <ul id={`outline-${d.id}`} hidden={!open}>
            {d.subdomains.map((s, si) => (
              <li key={s.id} hidden={!!matches && !s.questions.some((q) => matches.has(q.id))}>
                <div className="outline-row">
                  <button type="button" className={`outline-item sub${is('subdomain', s.id) ? ' selected' : ''}`} aria-current={is('subdomain', s.id) || undefined} onClick={() => onSelect({ kind: 'subdomain', id: s.id })}>
                    {s.id} · {pick(s.name, lang) || s.name.en}
                    {mark(`subdomain:${s.id}`)}
                  </button>
                  {editable && (
                    <span className="row-buttons">
                      <button type="button" className="btn btn-xs" disabled={busy || si === 0} onClick={() => moveSubdomain(s.id, d.id, si - 1)} aria-describedby={refusal?.id === s.id ? `move-refusal-${s.id}` : undefined} aria-label={t`Move ${s.id} up`}>
                        ↑
                      </button>
                      <button type="button" className="btn btn-xs" disabled={busy || si === d.subdomains.length - 1} onClick={() => moveSubdomain(s.id, d.id, si + 1)} aria-label={t`Move ${s.id} down`}>
                        ↓
                      </button>
                    </span>
                  )}
                </div>
                {refusalOf(s.id)}
                {feedbackAt(`subdomain:${s.id}`)}
                <ol>
                  {s.questions.map((q, qi) => (
                    <li key={q.id} className="outline-row" hidden={!shown(q.id)}>
                      <button type="button" className={`outline-item q${is('question', q.id) ? ' selected' : ''}`} aria-current={is('question', q.id) || undefined} onClick={() => onSelect({ kind: 'question', id: q.id })}>
                        <span className="qid">{q.id}</span> {(pick(q.label, lang) || q.label.en).slice(0, 70)}
                        {mark(`question:${q.id}`)}
                      </button>
                      {editable && (
                        <span className="row-buttons">
                          <button type="button" className="btn btn-xs" disabled={busy || qi === 0} onClick={() => moveQuestion(q.id, s.id, qi - 1)} aria-describedby={refusal?.id === q.id ? `move-refusal-${q.id}` : undefined} aria-label={t`Move ${q.id} up`}>
                            ↑
                          </button>
                          <button type="button" className="btn btn-xs" disabled={busy || qi === s.questions.length - 1} onClick={() => moveQuestion(q.id, s.id, qi + 1)} aria-label={t`Move ${q.id} down`}>
                            ↓
                          </button>
                        </span>
                      )}
                      {refusalOf(q.id)}
                      {feedbackAt(`question:${q.id}`)}
                    </li>
                  ))}
                </ol>
                {editable && (
                  <button type="button" className="btn btn-sm" disabled={busy} onClick={() => onAddQuestion(s.id)}>
                    {t`Add a question to ${s.id}`}
                  </button>
                )}
                {feedbackAt(`add:${s.id}`)}
              </li>
            ))}
          </ul>
          {editable && open && (
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => onAddSubdomain(d.id)}>
              {t`Add a subdomain to ${d.id}`}
            </button>
          )}
          {feedbackAt(`add:${d.id}`)}
        </div>
        );
      })}
    </nav>
  );
}
