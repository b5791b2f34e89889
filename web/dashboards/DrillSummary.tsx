import { useLingui } from '@lingui/react/macro';
import { pick, type Lang } from '../i18n';
import type { DrillTarget } from './drill';
import { drillQuery } from './drill';
import type { Dashboard } from './useDashboard';

/**
 * What the drill-down list holds, in words: the dashboard's filters and the
 * clicked category together, named as the filter bar and the charts name them.
 */
export function DrillSummary({ dash, target, lang, domainLabel }: { dash: Dashboard; target: DrillTarget; lang: Lang; domainLabel?: { en: string; hi: string } }) {
  const { t } = useLingui();
  const q = drillQuery(dash.filters, target);
  const management: Record<string, string> = {
    stateGovernment: t`State Government`,
    centralGovernment: t`Central Government`,
    nonGovernmentAided: t`Non-Government Aided`,
    nonGovernmentUnaided: t`Non-Government Unaided`,
  };
  const category: Record<string, string> = { coEducation: t`Co-education`, girls: t`Girls`, boys: t`Boys` };
  const area: Record<string, string> = { urban: t`Urban`, rural: t`Rural`, notApplicable: t`Not Applicable` };
  const stream: Record<string, string> = { Science: t`Science`, Arts: t`Arts/Humanities`, Commerce: t`Commerce` };
  // class11Science -> "Class 11 Science", as the enrolment chart names its bars.
  const className = (key: string) => {
    const m = /^class(\d{1,2})(Science|Arts|Commerce)?$/.exec(key);
    if (!m) return key;
    const no = m[1];
    return m[2] ? `${t`Class ${no}`} ${stream[m[2]]}` : t`Class ${no}`;
  };
  const parts: [string, string][] = [];
  const year = dash.years.data?.find((c) => c.id === q.accrYear);
  parts.push([t`Accreditation year`, q.accrYear === undefined ? t`All years` : (year?.name ?? String(q.accrYear))]);
  if (q.districtId !== undefined)
    parts.push([t`District`, pick(dash.districts.data?.find((d) => d.id === q.districtId)?.label ?? { en: String(q.districtId), hi: String(q.districtId) }, lang)]);
  if (q.blockId !== undefined) parts.push([t`Block`, pick(dash.blocks.data?.find((b) => b.id === q.blockId)?.label ?? { en: String(q.blockId), hi: String(q.blockId) }, lang)]);
  if (q.status !== undefined) parts.push([t`Status`, pick(dash.statuses.data?.find((s) => s.code === q.status)?.label ?? { en: String(q.status), hi: String(q.status) }, lang)]);
  if (q.domainId !== undefined) parts.push([t`Domain`, domainLabel ? `${q.domainId} ${pick(domainLabel, lang)}` : q.domainId]);
  if (q.sector !== undefined) parts.push([t`Schools`, q.sector === 'government' ? t`Government` : t`Private`]);
  // The school charts call it the management type; the analysis chart over forms, the school owner.
  if (q.management !== undefined) parts.push([q.basis === 'schools' ? t`Management type` : t`School owner`, management[q.management] ?? q.management]);
  if (q.genderType !== undefined) parts.push([t`Category`, category[q.genderType] ?? q.genderType]);
  if (q.location !== undefined) parts.push([t`Area`, area[q.location] ?? q.location]);
  if (q.enrolmentClass !== undefined) parts.push([t`Enrolment`, className(q.enrolmentClass)]);
  if (q.evaluation === 'external') parts.push([t`Evaluation`, t`With an external evaluation`]);
  return (
    <dl className="drill-summary">
      {parts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
