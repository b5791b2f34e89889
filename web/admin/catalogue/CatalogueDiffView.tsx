import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { commentKeys, commentsApi } from './editor/commentsApi';
import { DiffComments } from './editor/CommentMarks';
import { wordDiff, type CatalogueDiff, type Text } from '../../../engine';
import { useLang } from '../../app/LangContext';

/** A text changed word by word: removed words struck through, added ones marked. */
export function Reworded({ before, after }: { before: string; after: string }) {
  return (
    <span className="reworded">
      {wordDiff(before, after).map((r, i) =>
        r.op === 'same' ? <span key={i}>{r.text}</span> : r.op === 'removed' ? <del key={i}>{r.text}</del> : <ins key={i}>{r.text}</ins>,
      )}
    </span>
  );
}

const show = (v: unknown, lang: 'en' | 'hi'): string => {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'object' && v !== null && 'en' in v && 'hi' in v) return (v as Text)[lang];
  return typeof v === 'string' ? v : JSON.stringify(v);
};

/**
 * What changed between two catalogue versions, as a department officer reads it; with
 * `commentsOf` (the newer version), each changed question's comment threads on demand.
 */
export function CatalogueDiffView({ diff, commentsOf }: { diff: CatalogueDiff; commentsOf?: string }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const comments = useQuery({ queryKey: commentKeys.counts(commentsOf ?? ''), queryFn: () => commentsApi.counts(commentsOf ?? ''), enabled: !!commentsOf });
  const ruleName = (field: string): string =>
    ({
      evidence: t`Evidence`,
      evidenceFor: t`Answers that need evidence`,
      critical: t`Critical question`,
      required: t`Required`,
      type: t`Type of answer`,
      allowNotApplicable: t`Not Applicable allowed`,
      scoreBands: t`Score bands`,
      maxScore: t`Highest score`,
      showIf: t`Shown when`,
      formula: t`Calculation`,
      notMoreThan: t`Not more than`,
      bands: t`Grade bands`,
      zeroDenominator: t`A zero base`,
      description: t`Method in plain words`,
    })[field] ?? field;
  const optionChange = (c: string): string => ({ added: t`added`, removed: t`removed`, score: t`score changed`, label: t`reworded`, exclusive: t`stands alone` })[c] ?? c;
  const nothing = diff.added.length === 0 && diff.retired.length === 0 && diff.changed.length === 0 && diff.grading.length === 0;
  return (
    <div className="catalogue-diff" data-testid="catalogue-diff">
      {nothing && <p className="muted">{t`The two versions are the same.`}</p>}
      <section className="card">
        <h3 className="card-title">{t`Effect on each domain`}</h3>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t`Domain`}</th>
              <th scope="col" className="num">{t`Scored questions`}</th>
              <th scope="col" className="num">{t`Points possible`}</th>
              <th scope="col" className="num">{t`Weight`}</th>
            </tr>
          </thead>
          <tbody>
            {diff.domains.map((d) => (
              <tr key={d.domainId}>
                <td>
                  <span className="q-code">{d.domainId}</span> {d.name[lang]}
                </td>
                <td className="num">{d.scoredBefore === d.scoredAfter ? d.scoredAfter : `${d.scoredBefore} → ${d.scoredAfter}`}</td>
                <td className="num">{d.maxBefore === d.maxAfter ? d.maxAfter : `${d.maxBefore} → ${d.maxAfter}`}</td>
                <td className="num">{d.weightBefore === d.weightAfter ? (d.weightAfter ?? '—') : `${d.weightBefore ?? '—'} → ${d.weightAfter ?? '—'}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {diff.grading.length > 0 && (
        <section className="card">
          <h3 className="card-title">{t`Grading`}</h3>
          <ul className="diff-list">
            {diff.grading.map((g) => (
              <li key={g.field}>
                <strong>{ruleName(g.field)}</strong>:{' '}
                {g.field === 'bands' && Array.isArray(g.before) && Array.isArray(g.after) ? (
                  <>
                    {(g.before as { grade: string; min: number }[]).map((b) => `${b.grade} ${b.min}`).join(', ')} → {(g.after as { grade: string; min: number }[]).map((b) => `${b.grade} ${b.min}`).join(', ')}
                  </>
                ) : (
                  <>
                    {show(g.before, lang)} → {show(g.after, lang)}
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(diff.added.length > 0 || diff.retired.length > 0) && (
        <section className="card">
          <h3 className="card-title">{t`Questions added and retired`}</h3>
          <ul className="diff-list">
            {diff.added.map((q) => (
              <li key={q.questionid} className="diff-added">
                <span className="q-code">{q.questionid}</span> {t`added to ${q.subdomainId}`}: {q.label[lang]}
              </li>
            ))}
            {diff.retired.map((q) => (
              <li key={q.questionid} className="diff-removed">
                <span className="q-code">{q.questionid}</span> {t`retired`}: {q.label[lang]}
              </li>
            ))}
          </ul>
        </section>
      )}
      {diff.changed.length > 0 && (
        <section className="card">
          <h3 className="card-title">{t`Questions changed (${diff.changed.length})`}</h3>
          <ul className="diff-list diff-questions">
            {diff.changed.map((c) => (
              <li key={c.questionid}>
                <div className="cell-strong">
                  <span className="q-code">{c.questionid}</span> {c.label[lang]}
                </div>
                {c.reworded
                  .filter((r) => r.lang === lang)
                  .map((r) => (
                    <p key={`${r.field}-${r.lang}`}>
                      {r.field === 'label' ? t`Reworded:` : t`Help reworded:`} <Reworded before={r.before} after={r.after} />
                    </p>
                  ))}
                {c.reworded.some((r) => r.lang !== lang) && <p className="muted small">{lang === 'hi' ? t`The English text changed too.` : t`The Hindi text changed too.`}</p>}
                {c.moved &&
                  (c.moved.fromDomain !== c.moved.toDomain ? (
                    <p>{t`Moved from ${c.moved.fromDomain} › ${c.moved.fromSubdomain} (place ${c.moved.fromPosition}) to ${c.moved.toDomain} › ${c.moved.toSubdomain} (place ${c.moved.toPosition})`}</p>
                  ) : (
                    <p>{t`Moved from ${c.moved.fromSubdomain} (place ${c.moved.fromPosition}) to ${c.moved.toSubdomain} (place ${c.moved.toPosition})`}</p>
                  ))}
                {c.options.map((o) => (
                  <p key={`${o.code}-${o.change}`}>
                    {t`Option ${o.code} ${optionChange(o.change)}`}
                    {o.change === 'score' || o.change === 'label' ? `: ${show(o.before, lang)} → ${show(o.after, lang)}` : o.change === 'added' ? `: ${show(o.after, lang)}` : ''}
                  </p>
                ))}
                {[...c.rules, ...c.conditions].map((r) => (
                  <p key={r.field}>
                    {ruleName(r.field)}: <code>{show(r.before, lang)}</code> → <code>{show(r.after, lang)}</code>
                  </p>
                ))}
                {commentsOf && <DiffComments version={commentsOf} questionId={c.questionid} counts={comments.data} />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
