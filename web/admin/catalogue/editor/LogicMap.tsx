import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { logicMap, pick, type CatalogueVersion, type Lang, type LogicDependency, type LogicEntry, type NeverShownReason } from '../../../../engine';
import { errorText } from '../../../api/client';
import { editorQuery } from '../../../app/queryClient';
import { useLang } from '../../../app/LangContext';
import { Alert } from '../../../components/Alert';
import { Loading } from '../../../components/Loading';
import { draftApi } from './draftApi';
import '../../admin.css';
import './editor.css';
import './logicMap.css';

type Props = {
  catalogue: CatalogueVersion;
  version: string;
  status: 'draft' | 'published';
  domainId: string;
  onDomain: (id: string) => void;
  lang: Lang;
  /** The date printed on the sheet (today), as YYYY-MM-DD. */
  today: string;
};

/**
 * The logic and scoring map of one domain, as a committee reviews and signs it: for each question
 * what it depends on and what depends on it, whether any answer can show it, its points at stake
 * and the evidence each answer asks. Computed by the engine's logicMap() from the version itself.
 */
export function LogicMap({ catalogue, version, status, domainId, onDomain, lang, today }: Props) {
  const { t } = useLingui();
  const map = useMemo(() => logicMap(catalogue), [catalogue]);
  const domain = map.find((d) => d.domainid === domainId) ?? map[0];
  const byId = useMemo(() => new Map(map.flatMap((d) => d.questions).map((q) => [q.questionid, q])), [map]);
  if (!domain) return <p className="muted">{t`This version has no domains.`}</p>;
  const never = domain.questions.filter((q) => q.neverShown.length > 0);
  const name = (id: string) => {
    const q = byId.get(id);
    if (!q) return id;
    // A short reminder of the question, cut at a word.
    const text = pick(q.label, lang) || q.label.en;
    return `${id} (${text.length > 50 ? `${text.slice(0, 50).replace(/\s+\S*$/, '')}…` : text})`;
  };
  const answerNames = (on: string, codes: string[]) => codes.map((code) => byId.get(on)?.options.find((o) => o.code === code)?.label[lang] || code).join(t` or `);

  const reasonText = (q: LogicEntry, r: NeverShownReason): string => {
    const on = q.dependsOn.find((d) => d.kind === 'showIf')?.on ?? '';
    const codes = q.dependsOn.find((d) => d.kind === 'showIf')?.codes?.join(', ') ?? '';
    switch (r) {
      case 'missing':
        return t`its condition names ${on}, which is not in this version`;
      case 'retired':
        return t`its condition names ${on}, which was retired`;
      case 'self':
        return t`its condition names the question itself`;
      case 'later':
        return t`its condition names ${on}, which comes after it`;
      case 'circular':
        return t`its conditions go round in a circle`;
      case 'otherDomain':
        return t`its condition names ${on}, which is in another domain`;
      case 'notChoice':
        return t`its condition names ${on}, which is not a choice question`;
      case 'noSuchAnswer':
        return t`${on} has none of the answers ${codes}`;
      case 'sourceNeverShown':
        return t`${on}, which it depends on, is never shown`;
    }
  };
  const dependencyText = (d: LogicDependency): string => {
    switch (d.kind) {
      case 'showIf':
        return t`Shown only when ${name(d.on)} is answered ${answerNames(d.on, d.codes ?? [])}`;
      case 'notMoreThan':
        return t`Not more than ${name(d.on)}`;
      case 'numerator':
        return t`Numerator: ${name(d.on)}`;
      case 'denominator':
        return t`Denominator: ${name(d.on)}`;
    }
  };
  const usedByText = (kind: LogicDependency['kind'], id: string): string =>
    ({ showIf: t`${id}: shown by its answers`, notMoreThan: t`${id}: not more than this`, numerator: t`${id}: numerator of its formula`, denominator: t`${id}: denominator of its formula` })[kind];
  const stateText: Record<LogicDependency['state'], string> = { ok: '', missing: t`not in this version`, retired: t`retired`, later: t`comes after this question`, self: t`the question itself` };
  const infoTitles: Record<string, string> = { enrolmentTotal: t`Total enrolment`, teachersInPosition: t`Teachers in position`, classroomsInUse: t`Classrooms in use`, cwsnIdentified: t`CWSN identified`, remedialStudents: t`Students needing remedial teaching` };
  const basisTitles: Record<string, string> = { per100Students: t`Per 100 students`, perTeacher: t`Per teacher` };

  return (
    <div className="logic-map" data-testid="logic-map">
      <div className="logic-map-controls no-print">
        <div className="field">
          <label htmlFor="logic-domain">{t`Domain`}</label>
          <select id="logic-domain" value={domain.domainid} onChange={(e) => onDomain(e.target.value)}>
            {map.map((d) => (
              <option key={d.domainid} value={d.domainid}>
                {d.domainid} · {pick(d.name, lang)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t`Print`}
        </button>
      </div>
      <header className="logic-map-head">
        <h2>
          {t`Logic and scoring map`} · {domain.domainid} · {pick(domain.name, lang)}
        </h2>
        <p>
          {pick(catalogue.title, lang)} · {status === 'draft' ? t`Draft ${version}` : t`Version ${version}`}
          {catalogue.publishedOn ? ` · ${t`published on ${catalogue.publishedOn}`}` : ''} · {t`printed on ${today}`}
        </p>
        <p>
          {t`Questions: ${domain.questions.length}`} · {t`Points at stake: ${domain.maxScore}`}
        </p>
      </header>
      {never.length > 0 ? (
        <div className="alert alert-error never-shown-summary" role="alert" data-testid="never-shown-summary">
          <strong>{t`Questions no answer can show: ${never.length}`}</strong>
          <ul>
            {never.map((q) => (
              <li key={q.questionid}>
                {q.questionid}: {q.neverShown.map((r) => reasonText(q, r)).join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted">{t`Every question of this domain can be shown.`}</p>
      )}
      <table className="logic-table">
        <caption className="sr-only">{t`Logic and scoring map of ${domain.domainid}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Question`}</th>
            <th scope="col">{t`Depends on`}</th>
            <th scope="col">{t`Used by`}</th>
            <th scope="col">{t`Points`}</th>
            <th scope="col">{t`Evidence asked`}</th>
          </tr>
        </thead>
        <tbody>
          {domain.questions.map((q) => (
            <tr key={q.questionid} className={q.neverShown.length ? 'never-shown' : undefined} data-question={q.questionid}>
              <th scope="row" data-label={t`Question`}>
                <span className="qid">{q.questionid}</span> <span className="muted">({q.subdomainid})</span>
                <div lang="en">{q.label.en}</div>
                <div lang="hi">{q.label.hi}</div>
                {q.neverShown.length > 0 && (
                  <p className="never-shown-flag" data-testid="never-shown">
                    {t`Never shown:`} {q.neverShown.map((r) => reasonText(q, r)).join('; ')}
                  </p>
                )}
              </th>
              <td data-label={t`Depends on`}>
                {q.dependsOn.length === 0 && !q.schoolInfo.fromSchoolInfo && !q.schoolInfo.scoreBasis ? (
                  <span className="muted">{t`Always shown; nothing`}</span>
                ) : (
                  <ul>
                    {q.dependsOn.map((d, i) => (
                      <li key={i} className={d.state === 'ok' ? undefined : 'dependency-broken'}>
                        {dependencyText(d)}
                        {d.state !== 'ok' && ` (${stateText[d.state]})`}
                      </li>
                    ))}
                    {q.schoolInfo.fromSchoolInfo && <li>{t`Taken from the school information: ${infoTitles[q.schoolInfo.fromSchoolInfo] ?? q.schoolInfo.fromSchoolInfo}`}</li>}
                    {q.schoolInfo.scoreBasis && <li>{t`Scored ${basisTitles[q.schoolInfo.scoreBasis] ?? q.schoolInfo.scoreBasis}, from the school information`}</li>}
                  </ul>
                )}
              </td>
              <td data-label={t`Used by`}>
                {q.usedBy.length === 0 ? (
                  <span className="muted">–</span>
                ) : (
                  <ul>
                    {q.usedBy.map((u, i) => (
                      <li key={i}>{usedByText(u.kind, u.questionid)}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label={t`Points`}>
                {q.maxScore > 0 ? q.maxScore : <span className="muted">{t`not scored`}</span>}
                {q.criticalMaxGrade && <div className="critical-note">{t`Critical: failing it caps the grade at ${q.criticalMaxGrade}`}</div>}
              </td>
              <td data-label={t`Evidence asked`}>
                {q.options.length > 0 ? (
                  <ul>
                    {q.options.map((o) => (
                      <li key={o.code}>
                        {pick(o.label, lang)} ({o.score}) · {o.evidence ? <strong>{t`file needed`}</strong> : t`no file needed`}
                      </li>
                    ))}
                  </ul>
                ) : q.evidenceWithValue ? (
                  t`A file whenever it has a value`
                ) : q.evidence === 'optional' ? (
                  t`A file may be attached`
                ) : (
                  t`No file`
                )}
                {q.options.length > 0 && q.evidence === 'optional' && <div className="muted">{t`A file may be attached to any answer`}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="logic-map-sign">
        <p>{t`Reviewed by the committee (names, signatures and date):`}</p>
        <div className="sign-lines">
          <span />
          <span />
          <span />
        </div>
      </section>
    </div>
  );
}

/** /catalogue/{version}/logic?d=D1: the logic map of a draft or any version, one domain at a time. */
export default function LogicMapScreen() {
  const { t } = useLingui();
  const { lang } = useLang();
  const version = useParams().version ?? '';
  const [params, setParams] = useSearchParams();
  const view = useQuery({ queryKey: ['catalogue', 'version', version], queryFn: () => draftApi.open(version), ...editorQuery });
  if (view.isPending) return <Loading />;
  if (view.error || !view.data) return <Alert kind="error">{view.error ? errorText(view.error) : t`No records found!`}</Alert>;
  const c = view.data.catalogue;
  return (
    <div className="page admin-page catalogue-editor">
      <p className="no-print">
        <Link to={`/catalogue/${encodeURIComponent(version)}`}>{view.data.status === 'draft' ? t`Back to draft ${version}` : t`Back to version ${version}`}</Link>
      </p>
      <h1 className="page-title no-print">{t`Logic and scoring map of ${version}`}</h1>
      <LogicMap
        catalogue={c}
        version={version}
        status={view.data.status}
        domainId={params.get('d') ?? c.domains[0]?.id ?? ''}
        onDomain={(d) => setParams({ d }, { replace: true })}
        lang={lang}
        today={new Date().toISOString().slice(0, 10)}
      />
    </div>
  );
}
