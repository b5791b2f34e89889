import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../api/client';
import { apiCall } from '../api/call';
import { keepAcrossLanguages } from '../app/queryClient';
import { formKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { Loading } from '../components/Loading';
import { ReportExplained } from '../report/ReportExplained';
import { formatNumber as number } from '../i18n';

/**
 * Beside the answers under review: the school information the form was filled against (the
 * totals that scores per student or per teacher use), and the score as the answers stand, with
 * critical questions, Not Applicable answers and improvement priorities.
 */
export function ReviewContext({ accrid }: { accrid: string }) {
  const { t } = useLingui();
  const { lang } = useLang();
  // Refreshed with the form's status when a review action moves the form (FormReview's done()).
  const summary = useQuery({
    queryKey: formKeys.reviewSummary(accrid, lang),
    queryFn: () => apiCall('get', '/v1/form/{accrid}/review-summary', { path: { accrid } }),
    placeholderData: keepAcrossLanguages(formKeys.reviewSummary(accrid, lang)),
  });
  if (summary.isPending) return <Loading />;
  if (summary.error || !summary.data) return summary.error ? <p className="alert alert-error">{errorText(summary.error)}</p> : null;
  const { schoolInfo, score } = summary.data;
  return (
    <div className="review-context" data-testid="review-context">
      <details className="card">
        <summary className="card-title">{t`School information`}</summary>
        {!schoolInfo ? (
          <p className="muted">{t`The school has not saved its information yet.`}</p>
        ) : (
          <>
            <p className="muted small">{t`As the school saved it on ${new Date(schoolInfo.updatedAt).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium' })}. Scores per student or per teacher use these figures.`}</p>
            <div className="info-groups">
              {schoolInfo.groups.map((g) => (
                <section key={g.id} className="info-group" aria-label={g.title}>
                  <h3 className="info-group-title">{g.title}</h3>
                  <dl className="info-list">
                    {g.fields.map((f) => (
                      <div key={f.key} className="info-row">
                        <dt>{f.label}</dt>
                        <dd>{f.value === null ? '–' : number(f.value, lang, Number.isInteger(f.value) ? 0 : 1)}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
            </div>
          </>
        )}
      </details>
      <details className="card">
        <summary className="card-title">
          {t`Score as the answers stand`}
          {score.score !== null && (
            <span className="muted">
              {' '}
              · {number(score.score, lang, 1)}% {score.grade ? `· ${t`Grade`} ${score.grade}${score.gradeText ? ` (${score.gradeText})` : ''}` : ''}
            </span>
          )}
        </summary>
        <p className="muted small">{t`Not final: the department's approval decides the report card.`}</p>
        <ReportExplained report={score} fmt={(n) => number(n, lang, 1)} />
      </details>
    </div>
  );
}
