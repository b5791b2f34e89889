import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { keepWhile } from '../../app/queryClient';
import { useLang } from '../../app/LangContext';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { optionLabel, SCHOOL_OPTIONS, type SchoolOptionField } from './schoolOptions';
import type { ApiValue } from '../../api/types';

/** GET /v1/school/{schoolCode}/changes */
export type SchoolChange = ApiValue<'/v1/school/{schoolCode}/changes', 'get'>[number];

/** Who changed a school's master record, when, and each field before and after (newest first). */
export function SchoolChanges({ schoolCode }: { schoolCode: string }) {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  // A save on the school's form refreshes it (web/admin/schools/SchoolFormScreen.tsx invalidates ['schools']).
  const changes = useQuery({
    queryKey: ['schools', schoolCode, 'changes', lang],
    queryFn: () => apiCall('get', '/v1/school/{schoolCode}/changes', { path: { schoolCode } }),
    placeholderData: keepWhile(['schools', schoolCode, 'changes']),
  });
  const fieldLabels: Record<string, string> = {
    name: t`School name`,
    udise: t`UDISE number`,
    misCode: t`MIS school code`,
    headName: t`School head name`,
    email: t`E-mail`,
    mobile: t`Mobile number`,
    category: t`School category`,
    management: t`Management type`,
    schoolType: t`School type`,
    genderType: t`Gender type`,
    location: t`Location`,
    districtId: t`District`,
    blockId: t`Block`,
    active: t`Active school`,
  };
  const shown = (field: string, v: SchoolChange['changes'][number]['before']): string => {
    if (v === null || v === '') return '—';
    if (typeof v === 'boolean') return v ? t`Yes` : t`No`;
    if (field in SCHOOL_OPTIONS) return optionLabel(field as SchoolOptionField, String(v), (d) => i18n._(d));
    return String(v);
  };
  const when = (iso: string) => new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <section className="card school-changes" aria-labelledby="school-changes-title">
      <h2 id="school-changes-title" className="card-title">{t`Changes to this school`}</h2>
      {changes.isPending ? (
        <Loading />
      ) : changes.error ? (
        <Alert kind="error">{errorText(changes.error)}</Alert>
      ) : !changes.data?.length ? (
        <p className="muted">{t`No changes recorded yet.`}</p>
      ) : (
        <ol className="change-list">
          {changes.data.map((c, i) => (
            <li key={`${c.at}-${i}`}>
              <p className="change-head">
                <strong>{c.action === 'created' ? t`Added` : t`Changed`}</strong> · {when(c.at)} · {c.user ? `${c.user.name} (${c.user.role})` : t`System`}
              </p>
              <table className="table change-table">
                <thead>
                  <tr>
                    <th scope="col">{t`Field`}</th>
                    {c.action === 'updated' && <th scope="col">{t`Before`}</th>}
                    <th scope="col">{c.action === 'updated' ? t`After` : t`Value`}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.changes.map((f) => (
                    <tr key={f.field}>
                      <th scope="row">{fieldLabels[f.field] ?? f.field}</th>
                      {c.action === 'updated' && <td className="change-before">{shown(f.field, f.before)}</td>}
                      <td>{shown(f.field, f.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
