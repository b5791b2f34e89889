import { Trans, useLingui } from '@lingui/react/macro';
import grading from '../../../catalogue/v1/grading.json';
import { useLang } from '../../app/LangContext';
import { pick } from '../../i18n';

/** How answers become a score and a grade; the bands come from the catalogue (catalogue/v1/grading.json). */
export function HelpScoring() {
  const { t } = useLingui();
  const { lang } = useLang();
  const bands = [...grading.bands].sort((a, b) => b.min - a.min);
  const range = (i: number): string => {
    const min = bands[i].min;
    const upper = i > 0 ? bands[i - 1].min : null;
    if (upper === null) return t`${min} and above`;
    if (min === 0) return t`below ${upper}`;
    return t`${min} to below ${upper}`;
  };
  return (
    <>
      <p>
        <Trans>
          Every answer earns points according to the option chosen; counts and percentages earn points by the band they fall in. Each question is taken as a percentage of the
          points it can earn. A subdomain&apos;s score is the average of its questions, a domain&apos;s score is the average of its subdomains, and the school&apos;s overall score
          is the average of the seven domains, each domain counting equally.
        </Trans>
      </p>
      <p>
        <Trans>
          A question left unanswered counts as zero, so answer every question. Questions hidden by an earlier answer, and questions answered Not Applicable, are not counted at all.
        </Trans>
      </p>
      <div className="table-wrap grade-table">
        <table className="table">
          <caption className="sr-only">{t`Grades by overall score`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Grade`}</th>
              <th scope="col">{t`Overall score (out of 100)`}</th>
              <th scope="col">{t`Meaning`}</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((b, i) => (
              <tr key={b.grade}>
                <td>{b.grade}</td>
                <td>{range(i)}</td>
                <td>{pick(b.label, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        <Trans>For example, a school with an overall score of 78.4 gets grade A; one with 59.9 gets grade C.</Trans>
      </p>
    </>
  );
}
