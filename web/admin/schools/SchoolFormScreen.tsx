import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { editorQuery } from '../../app/queryClient';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { apiAction } from '../adminApi';
import { Notice, useNotice } from '../components/Notice';
import type { School } from '../types';
import { SchoolForm, schoolValues, type SchoolValues } from './SchoolForm';
import { SchoolChanges } from './SchoolChanges';
import { useRecordSave } from '../forms/useRecordSave';
import '../admin.css';

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The request body of POST /v1/school/manage for the form's values. */
export function manageBody(v: SchoolValues, schoolCode: string | null) {
  return {
    ...(schoolCode ? { schoolCode, active: v.active } : {}),
    udise: v.udise.trim(),
    misCode: orNull(v.misCode),
    name: v.name.trim(),
    headName: orNull(v.headName),
    email: orNull(v.email),
    mobile: orNull(v.mobile),
    category: v.category,
    management: v.management,
    location: v.location,
    genderType: v.genderType,
    schoolType: v.schoolType,
    districtId: Number(v.districtId),
    blockId: Number(v.blockId),
  };
}

/** /forms/addnewschool: add a school, or edit one with ?schoolCode= (privilege 52). */
export default function SchoolFormScreen() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const schoolCode = params.get('schoolCode');
  // The form copies the school into its fields: loaded afresh on each opening, never refetched under them.
  const existing = useQuery({
    queryKey: ['school-edit', schoolCode],
    queryFn: () => apiCall('get', '/v1/school/{schoolCode}', { path: { schoolCode: schoolCode ?? '' } }),
    enabled: schoolCode !== null,
    ...editorQuery,
  });
  const { notice, success, clear } = useNotice();
  const queryClient = useQueryClient();
  const manage = useMutation({
    mutationFn: ({ v, base }: { v: SchoolValues; base?: string }) =>
      // Left on apiAction<T>: the form holds its choices as strings, the schema's are enums; narrowing them is not done yet.
      apiAction<School>('POST', '/v1/school/manage', { ...manageBody(v, schoolCode), ...(schoolCode && base ? { base } : {}) }),
    // The list of changes shows the one just made; the school list shows the school as saved.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['schools'] }),
  });
  // A new form after "add another", so the fields start empty again.
  const [formKey, setFormKey] = useState(0);
  // The school's revision as this form last saw it: loaded, then each save's answer.
  const [saved, setSaved] = useState<string | null>(null);
  const revision = saved ?? existing.data?.updatedAt;

  const record = useRecordSave<SchoolValues>({
    fallback: schoolCode ? t`Error While updating data!!` : t`Error While saving data!!`,
    send: async (v, base) => {
      clear();
      const { value, message } = await manage.mutateAsync({ v, base: base ?? revision });
      setSaved(value.updatedAt);
      success(message || (schoolCode ? t`Data updated successfully` : t`Data saved successfully`));
      // Once added, the school is edited from here on.
      if (!schoolCode) setParams({ schoolCode: value.schoolCode }, { replace: true });
    },
  });

  const title = schoolCode ? t`Edit school` : t`Add a new school`;
  return (
    <div className="page admin-page">
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
        {schoolCode && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              clear();
              record.reset();
              setSaved(null);
              setParams({}, { replace: false });
              setFormKey((k) => k + 1);
            }}
          >
            {t`Add another school`}
          </button>
        )}
      </div>
      <Notice notice={notice} onClose={clear} />
      {record.conflictNotice(() => {
        setSaved(null);
        return existing.refetch().then(() => setFormKey((k) => k + 1));
      })}
      {existing.error ? (
        <Alert kind="error">{errorText(existing.error)}</Alert>
      ) : schoolCode !== null && existing.isPending ? (
        <Loading />
      ) : (
        <SchoolForm
          key={`${schoolCode ?? 'new'}-${formKey}`}
          initial={schoolValues(existing.data)}
          editing={!!schoolCode}
          busy={record.saving}
          locked={record.locked}
          saves={record.saves}
          serverErrors={record.serverErrors}
          failure={record.failure}
          onSave={(v) => void record.submit(v)}
        />
      )}
      {schoolCode && !existing.error && <SchoolChanges schoolCode={schoolCode} />}
    </div>
  );
}
