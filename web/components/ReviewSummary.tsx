import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { QuestionReview } from '../form/questionStore';

type Props = {
  accrid: number | string;
  reviews: QuestionReview[];
  /** The domain of each question, when known, for the links. */
  domainOf: (questionid: string) => string | undefined;
};

/** The questions a reviewer marked for review or rejected, with their comments, linked to the question. */
export function ReviewSummary({ accrid, reviews, domainOf }: Props) {
  const { t } = useLingui();
  const marked = reviews.filter((r) => r.status !== 'APPROVED');
  if (marked.length === 0) return null;
  return (
    <section className="card review-summary" aria-labelledby="review-summary-title" data-testid="review-summary">
      <h2 id="review-summary-title" className="card-title">{t`Reviewer's remarks on questions`}</h2>
      <ul className="review-summary-list">
        {marked.map((r) => {
          const domain = domainOf(r.questionid);
          const label = r.status === 'FLAGGED' ? t`Marked for review` : t`Rejected by the reviewer`;
          return (
            <li key={r.questionid}>
              {domain ? (
                <Link to={`/forms/domain?accrid=${encodeURIComponent(String(accrid))}&domain=${domain}#${r.questionid}`} className="q-code">
                  {r.questionid}
                </Link>
              ) : (
                <span className="q-code">{r.questionid}</span>
              )}{' '}
              <strong>{label}</strong>
              {r.comment && <span>: {r.comment}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
