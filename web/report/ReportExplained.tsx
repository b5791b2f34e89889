import { useLingui } from '@lingui/react/macro';
import type { ScoreExplained } from '../api/types';

type Props = { report: ScoreExplained; fmt: (n: number) => string };

/**
 * What makes a report card explainable and an improvement plan: the grade scale and how the
 * score is made, the critical questions (and whether one held the grade down), the questions
 * that were Not Applicable, and the school's improvement priorities. Printable.
 */
export function ReportExplained({ report: r, fmt }: Props) {
  const { t } = useLingui();
  const failed = (r.critical ?? []).filter((c) => !c.passed);
  return (
    <>
      {r.uncappedGrade && (
        <div className="alert alert-warning" role="note" data-testid="grade-capped">
          {t`The score alone would give grade ${r.uncappedGrade}. A critical question was not met, so the grade is ${r.grade}.`}
        </div>
      )}
      {(r.priorities ?? []).length > 0 && (
        <section className="card" aria-labelledby="priorities" data-testid="priorities">
          <h2 id="priorities" className="card-title">{t`Improvement priorities`}</h2>
          <p className="muted">{t`The weakest areas first, with the questions that lost the most points.`}</p>
          <ol className="priority-list">
            {r.priorities!.map((p) => (
              <li key={p.subdomainId}>
                <h3 className="priority-title">
                  <span className="q-code">{p.subdomainId}</span> {p.name} <span className="muted">· {fmt(p.score)}%</span>
                </h3>
                <p>{p.advice}</p>
                {p.questions.length > 0 && (
                  <ul className="priority-questions">
                    {p.questions.map((q) => (
                      <li key={q.questionid}>
                        <span className="q-code">{q.questionid}</span> {q.label} <span className="muted">({fmt(q.percent)}%)</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      {(r.critical ?? []).length > 0 && (
        <section className="card" aria-labelledby="critical" data-testid="critical">
          <h2 id="critical" className="card-title">{t`Critical questions`}</h2>
          <p className="muted">{t`A school that does not meet one of these cannot get a grade above the one shown.`}</p>
          <table className="table critical-table">
            <thead>
              <tr>
                <th scope="col">{t`Question`}</th>
                <th scope="col">{t`Met`}</th>
                <th scope="col">{t`Highest grade if not met`}</th>
              </tr>
            </thead>
            <tbody>
              {r.critical!.map((c) => (
                <tr key={c.questionid} className={c.passed ? '' : 'row-warn'}>
                  <td>
                    <span className="q-code">{c.questionid}</span> {c.label}
                  </td>
                  <td>{c.passed ? t`Yes` : t`No`}</td>
                  <td>{c.maxGrade}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {failed.length > 0 && !r.uncappedGrade && <p className="muted small">{t`Not met, but the grade was not higher than the limit anyway.`}</p>}
        </section>
      )}
      {(r.notApplicable ?? []).length > 0 && (
        <section className="card" aria-labelledby="not-applicable" data-testid="not-applicable">
          <h2 id="not-applicable" className="card-title">{t`Not Applicable`}</h2>
          <p className="muted">{t`These questions count in neither the points earned nor the points possible.`}</p>
          <ul className="na-list">
            {r.notApplicable!.map((n) => (
              <li key={n.questionid}>
                <span className="q-code">{n.questionid}</span> {n.label} <span className="muted small">{n.computed ? t`(its base is zero)` : t`(chosen by the school)`}</span>
                {n.reason !== undefined && (
                  <p className="na-reason-read">
                    <strong>{t`Why not applicable:`}</strong> {n.reason ? n.reason : <span className="muted">{t`No reason given`}</span>}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(r.gradeScale ?? []).length > 0 && (
        <section className="card" aria-labelledby="grade-scale">
          <h2 id="grade-scale" className="card-title">{t`Grade scale`}</h2>
          <table className="table grade-scale">
            <thead>
              <tr>
                <th scope="col">{t`Grade`}</th>
                <th scope="col">{t`Score`}</th>
                <th scope="col">{t`Meaning`}</th>
              </tr>
            </thead>
            <tbody>
              {r.gradeScale!.map((b, i) => (
                <tr key={b.grade} className={b.grade === r.grade ? 'row-current' : ''}>
                  <td>{b.grade}</td>
                  <td>{i === 0 ? t`${b.min} or more` : t`${b.min} to less than ${r.gradeScale![i - 1].min}`}</td>
                  <td>{b.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {r.method && <p className="method">{r.method}</p>}
        </section>
      )}
    </>
  );
}
