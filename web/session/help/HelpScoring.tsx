import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import type { ApiValue } from '../../api/types';
import { useLang } from '../../app/LangContext';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { pick } from '../../i18n';

/** The scoring of the reader's catalogue version, as the server gives it (GET /v1/guidelines/scoring). */
export type GuidelinesScoring = ApiValue<'/v1/guidelines/scoring', 'get'>;

export const scoringQuery = { queryKey: ['guidelines', 'scoring'], queryFn: () => apiCall('get', '/v1/guidelines/scoring') };

/** How answers become a score and a grade, for the catalogue version of the reader's cycle (or the newest published one). */
export function HelpScoring() {
  const query = useQuery(scoringQuery);
  if (query.isPending) return <Loading />;
  if (query.error) return <Alert kind="error">{errorText(query.error)}</Alert>;
  return <ScoringOf value={query.data} />;
}

/** The scoring of one version: bands, domain weights, grade names and a worked example. */
export function ScoringOf({ value }: { value: GuidelinesScoring }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const { bands, example } = value;
  const fmt = (n: number) => n.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 2 });
  const range = (i: number): string => {
    const min = fmt(bands[i].min);
    const upper = i > 0 ? fmt(bands[i - 1].min) : null;
    if (upper === null) return t`${min} and above`;
    if (bands[i].min === 0) return t`below ${upper}`;
    return t`${min} to below ${upper}`;
  };
  const version = value.version;
  const title = pick(value.title, lang);
  const cycle = value.cycle ?? '';
  const count = example.domains.length;
  const overall = fmt(example.overall);
  const grade = example.grade?.grade ?? '–';
  const gradeName = example.grade ? pick(example.grade.label, lang) : '';
  const weightSum = fmt(example.domains.reduce((s, d) => s + d.weight, 0));
  return (
    <div data-testid="help-scoring" data-version={version}>
      <p className="muted" data-testid="scoring-version">
        {value.source === 'cycle'
          ? t`This is how forms of your cycle ${cycle} are scored: question catalogue ${version} (${title}).`
          : t`You have no form of a cycle, so this describes the newest published question catalogue, ${version} (${title}). A cycle on another version is scored by that version's rules.`}
      </p>
      <p>
        <Trans>
          Every answer earns points according to the option chosen; counts and percentages earn points by the band they fall in. Each question is taken as a percentage of the
          points it can earn. A subdomain&apos;s score is the average of its questions, and a domain&apos;s score is the average of its subdomains.
        </Trans>
      </p>
      <p>
        {example.equalWeights
          ? t`The school's overall score is the average of the ${count} domains, each domain counting equally.`
          : t`The school's overall score is the weighted average of the ${count} domains: a domain with weight 1.5 counts one and a half times as much as a domain with weight 1.`}
      </p>
      <p>
        <Trans>
          A question left unanswered counts as zero, so answer every question. Questions hidden by an earlier answer, and questions answered Not Applicable, are not counted at all.
        </Trans>
      </p>
      {value.description && <p>{pick(value.description, lang)}</p>}
      <div className="table-wrap grade-table">
        <table className="table" data-testid="grade-bands">
          <caption>{t`Grades by overall score`}</caption>
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
      <div className="table-wrap">
        <table className="table" data-testid="domain-weights">
          <caption>{t`A worked example: domain scores, their weights and the overall score`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Domain`}</th>
              <th scope="col">{t`Weight`}</th>
              <th scope="col">{t`Example score`}</th>
            </tr>
          </thead>
          <tbody>
            {example.domains.map((d) => (
              <tr key={d.id}>
                <td>
                  {d.id} · {pick(d.name, lang)}
                </td>
                <td>{fmt(d.weight)}</td>
                <td>{fmt(d.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="scoring-example">
        {example.equalWeights
          ? t`The average of these scores is ${overall}, so this school gets grade ${grade} (${gradeName}).`
          : t`Each score is multiplied by its weight, and the sum is divided by the sum of the weights (${weightSum}): the overall score is ${overall}, so this school gets grade ${grade} (${gradeName}).`}
      </p>
    </div>
  );
}
