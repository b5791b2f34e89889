import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { EngineForm, prepareSchema, errorTransformer, useFormValidator } from './formEngine';
import { api, ApiError, errorText } from '../api/client';
import { apiCall } from '../api/call';
import { recordConflict, type RecordConflict } from '../api/revision';
import type { JsonObject } from '../api/types';
import { useQuery } from '@tanstack/react-query';
import { editorQuery, keepAcrossLanguages } from '../app/queryClient';
import { useLang } from '../app/LangContext';
import { useSession } from '../app/useSession';
import { Alert } from '../components/Alert';
import { Loading } from '../components/Loading';
import { RecordConflictNotice } from '../components/RecordConflictNotice';
import { WelcomeDialog } from '../components/WelcomeDialog';

type Message = { kind: 'success' | 'error'; text: string } | null;

function detailsToErrors(e: unknown): ErrorSchema<JsonObject> | undefined {
  if (!(e instanceof ApiError) || e.details.length === 0) return undefined;
  const out: Record<string, { __errors: string[] }> = {};
  for (const d of e.details) {
    const raw = d.field ?? d.questionid;
    const key = typeof raw === 'string' ? raw.replace(/^[/.]+/, '').split(/[/.]/)[0] : '';
    if (!key) continue;
    (out[key] ??= { __errors: [] }).__errors.push(d.message ?? String(d.problem ?? e.message));
  }
  return out as ErrorSchema<JsonObject>;
}

/** /forms/schoolinfo: the school information form, saved before the domain form. */
export default function SchoolInfo() {
  const { t } = useLingui();
  const { lang } = useLang();
  const session = useSession();
  const [params] = useSearchParams();
  const schoolCode = params.get('schoolCode') ?? session?.schoolCode ?? '';
  // The fields are the head's own copy (formData): never refetched under them, and loaded afresh on each visit.
  const details = useQuery({
    queryKey: ['school-info', schoolCode, lang],
    queryFn: () => apiCall('post', '/v1/school/details', { body: { schoolCode } }),
    enabled: !!schoolCode,
    ...editorQuery,
    // A language switch only swaps the titles: the form stays on screen meanwhile.
    placeholderData: keepAcrossLanguages(['school-info', schoolCode, lang]),
  });
  const [formData, setFormData] = useState<JsonObject>({});
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<JsonObject> | undefined>(undefined);
  const [message, setMessage] = useState<Message>(null);
  const [saving, setSaving] = useState(false);
  // A save refused because the information was saved elsewhere (another tab or device) since this one loaded it.
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const locked = details.data?.locked === true;
  const editable = session?.logInUser.role === 'SCHOOL_HEAD' && !locked;

  // Prefill once per school; a language change only swaps the titles.
  useEffect(() => {
    if (details.data && loadedFor !== schoolCode) {
      setFormData(details.data.info ?? {});
      setLoadedFor(schoolCode);
    }
  }, [details.data, loadedFor, schoolCode]);

  const schema = useMemo(() => (details.data ? prepareSchema(details.data.schema) : undefined), [details.data]);
  const { validator, error: validatorError } = useFormValidator(schema);
  const transformErrors = useMemo(() => (details.data ? errorTransformer(details.data.schema, lang) : undefined), [details.data, lang]);

  /** Saves the form with the revision it was loaded at (`base`), or the one a conflict named to save over it. */
  const save = async (data: JsonObject, base: string | null | undefined = details.data?.updatedAt) => {
    setSaving(true);
    setMessage(null);
    setConflict(null);
    try {
      // Left on api<T>: the OpenAPI document types the school information (info) as an empty object.
      const saved = await api<JsonObject>('POST', '/v1/school/update', { schoolCode, info: data, base: base ?? null });
      setFormData(saved && typeof saved === 'object' ? saved : data);
      setExtraErrors(undefined);
      setMessage({ kind: 'success', text: t`Data saved successfully` });
      // The save's answer is the information itself (api-contract.md): its new revision comes with
      // the details. Saving stays busy until they are back, so a second save never carries the
      // revision from before the first (refused as the head's own change "in another tab").
      await details.refetch();
    } catch (e) {
      const found = recordConflict(e);
      if (found) {
        setConflict(found);
        return;
      }
      setExtraErrors(detailsToErrors(e));
      setMessage({ kind: 'error', text: e instanceof ApiError && e.status !== 0 ? e.message : t`Error While saving data!!` });
    } finally {
      setSaving(false);
    }
  };

  if (!schoolCode)
    return (
      <div className="page">
        <Alert kind="info">{t`No school is linked to your account.`}</Alert>
      </div>
    );
  if (details.isPending)
    return (
      <div className="page">
        <Loading />
      </div>
    );
  if (details.error)
    return (
      <div className="page">
        <Alert kind="error">{errorText(details.error)}</Alert>
      </div>
    );
  if (validatorError)
    return (
      <div className="page">
        <Alert kind="error">{t`The form could not be loaded. Check the connection and try again.`}</Alert>
      </div>
    );
  if (!details.data || !schema || !validator)
    return (
      <div className="page">
        <Loading />
      </div>
    );
  const school = details.data.school;

  return (
    <div className="page">
      <WelcomeDialog />
      <h1 className="page-title">{t`School information`}</h1>
      <section className="card school-card" aria-label={t`School`}>
        <h2 className="card-title">{school.name}</h2>
        <dl className="facts">
          {school.udise && (
            <>
              <dt>{t`UDISE code`}</dt>
              <dd>{school.udise}</dd>
            </>
          )}
          <dt>{t`School code`}</dt>
          <dd>{school.schoolCode}</dd>
          {school.districtName && (
            <>
              <dt>{t`District`}</dt>
              <dd>{school.districtName}</dd>
            </>
          )}
          {school.blockName && (
            <>
              <dt>{t`Block`}</dt>
              <dd>{school.blockName}</dd>
            </>
          )}
          {school.headName && (
            <>
              <dt>{t`School Head`}</dt>
              <dd>{school.headName}</dd>
            </>
          )}
        </dl>
      </section>
      {locked ? (
        <Alert kind="info">
          {t`The school information is locked: the form has been submitted and its scores are computed from these figures. It opens again if a reviewer sends the form back.`}
        </Alert>
      ) : (
        <p className="muted">{t`Enter 0 where a class does not exist in the school, and 0 special educators if there are none.`}</p>
      )}
      {conflict && (
        <RecordConflictNotice
          conflict={conflict}
          busy={saving}
          onKeepMine={() => void save(formData, conflict.at)}
          onLoadTheirs={() => {
            setConflict(null);
            void details.refetch().then((r) => r.data && setFormData(r.data.info ?? {}));
          }}
        />
      )}
      {message && (
        <Alert kind={message.kind} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <EngineForm
        className="rjsf school-form"
        schema={schema}
        uiSchema={details.data.uiSchema as UiSchema}
        formData={formData}
        validator={validator}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        focusOnFirstError
        readonly={!editable}
        onChange={(e) => setFormData((e.formData ?? {}) as JsonObject)}
        onSubmit={(e) => void save((e.formData ?? {}) as JsonObject)}
        onError={() => setMessage({ kind: 'error', text: t`Please correct the highlighted fields.` })}
      >
        <div className="form-actions">
          {editable && (
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? t`Saving…` : t`Save`}
            </button>
          )}
          {session?.logInUser.role === 'SCHOOL_HEAD' && <Link to="/dashboard/accreditationhm" className="btn">{t`Back to my form`}</Link>}
        </div>
      </EngineForm>
    </div>
  );
}
