import { PRIV } from '../api/privileges.generated';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { EngineForm, prefetchDomainValidators, type QuestionContext, type QuestionInfo } from '../form/formEngine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../api/client';
import { apiCall } from '../api/call';
import type { JsonObject } from '../api/types';
import { editorQuery, keepAcrossLanguages } from '../app/queryClient';
import { formKeys, formListKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { useSession } from '../app/useSession';
import { hasPrivilege, privileges } from '../auth/session';
import { REPORT_CARD_STATUS } from '../app/statusLabels';
import { pick } from '../i18n';
import { Alert } from '../components/Alert';
import { Loading } from '../components/Loading';
import { RejectBox } from '../components/RejectBox';
import { DomainTabs } from '../form/DomainTabs';
import { LiveSyncStatus } from '../form/SyncStatus';
import { useFormController } from '../form/useFormController';
import { useFormSync } from '../form/useFormSync';
import { useDomainDocs } from '../form/useDomainDocs';
import { ReviewExtras } from './ReviewExtras';
import { ReviewContext } from './ReviewContext';
import { ExternalAnswer, SelfAnswer } from './SelfAnswer';
import { SubmitDialog } from './SubmitDialog';
import { RejectDialog } from './RejectDialog';
import { HistoryDialog } from './HistoryDialog';
import { StatusChangeDialog } from './StatusChangeDialog';
import { levelFor, rowActions } from './reviewLevel';
import type { ReviewAction } from './workflowActions';
import { NaReasonBox } from '../form/NaReasonBox';
import { formCalls, startCall, takeCall } from '../form/formLoads';

type Open = { type: 'submit' | 'reject'; action: ReviewAction } | { type: 'history' } | { type: 'status' } | null;
type Props = { accrid: string; domain: string; schoolName: string; hrefFor: (domainId: string) => string };

/**
 * A form under review, read-only by domain: answers, evidence viewed inline, per-question
 * verdicts and comments; status update, history, submit and reject. While the cycle's audit is
 * on and the form is with the district, the DQA enters the external evaluation beside the
 * school's own answers; every reviewer sees the external evaluation's answers once there are any.
 */
export default function FormReview({ accrid, domain, schoolName, hrefFor }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const session = useSession();
  const privs = useMemo(() => privileges(session), [session]);
  const [message, setMessage] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [open, setOpen] = useState<Open>(null);

  const status = useQuery({
    queryKey: formKeys.status(accrid, lang),
    queryFn: () => apiCall('get', '/v1/form/{accrid}/status', { path: { accrid } }),
    placeholderData: keepAcrossLanguages(formKeys.status(accrid, lang)),
  });
  const domains = useQuery({ queryKey: formKeys.domains(accrid), queryFn: () => apiCall('get', '/v1/form/{accrid}/domain', { path: { accrid } }) });
  // The external evaluation is entered over these answers: never refetched under the evaluator.
  const formJson = useQuery({
    queryKey: formKeys.json(accrid, domain, lang),
    queryFn: () => takeCall(...formCalls.json(accrid, domain)),
    ...editorQuery,
    placeholderData: keepAcrossLanguages(formKeys.json(accrid, domain, lang)),
  });
  const queryClient = useQueryClient();
  useEffect(() => prefetchDomainValidators(domain, lang), [domain, lang]);

  const formStatus = status.data?.status ?? 0;
  const level = levelFor(privs, formStatus);
  // External evaluation: a DQA, the form with the district, the audit open (the server says so).
  const external = privs.has(PRIV.dqaReview) && !session?.schoolCode && (formStatus === 3 || formStatus === 4) && status.data?.externalAudit === true;
  const {
    store,
    sync,
    state: syncState,
    started,
    reloadComments,
  } = useFormSync({
    accrid,
    user: session?.logInUser.loginId ?? '',
    kind: 'external',
  });
  const domainOpened = useEffectEvent(() => reloadComments());
  useEffect(() => domainOpened(), [domain]);

  const selfAnswers = formJson.data?.answers;
  const externalAnswers = formJson.data?.externalAnswers;
  const [seed, setSeed] = useState<JsonObject | null>(null);
  const { rjsfSchema, uiSchema, validator, validatorError, holds, properties, held, applySeed, formData, formProps } = useFormController({
    form: formJson.data,
    domain,
    lang,
    sync,
    store,
    seed,
    canEdit: () => external,
    details: syncState.details,
  });

  // The form shows the school's answers, or (external evaluation) the evaluation's: the server's,
  // with what this device has not sent yet over them.
  // Run when the answers, the schema or the device's store change; the sync and seeding used are this render's.
  const seedForm = useEffectEvent(() => {
    if (!selfAnswers || !rjsfSchema || !holds || !started) return;
    if (external && externalAnswers) sync.knowServer(externalAnswers, formJson.data?.externalUpdatedAt ?? {}, Object.keys(properties));
    const base = external ? ((externalAnswers ? sync.shownValues(Object.keys(properties)) : sync.localValues()) as JsonObject) : selfAnswers;
    const own = Object.fromEntries(Object.entries(base).filter(([k, v]) => k in properties && v !== null));
    applySeed(own);
    setSeed(own);
  });
  useEffect(() => seedForm(), [selfAnswers, externalAnswers, rjsfSchema, holds, external, started, properties]);
  const data = seed;

  useDomainDocs({ store, accrid, domain, properties, uiSchema, ready: !!data });

  const canComment = hasPrivilege(session, PRIV.questionComments);
  const canDecide = level !== null;
  // Outside the evaluator's own entry, reviewers see the external evaluation's answers under the school's.
  const showExternal = !external && !!externalAnswers && Object.keys(externalAnswers).length > 0;
  const naReasons = formJson.data?.naReasons;
  const naRule = formJson.data?.naReason ?? 'none';
  // The store holds the school's reasons; the box shows one only under the school's own Not Applicable.
  useEffect(() => store.setReasons(naReasons ?? {}), [store, naReasons]);
  const renderExtras = useCallback(
    (info: QuestionInfo) => (
      <>
        {showExternal && <ExternalAnswer info={info} value={externalAnswers?.[info.questionid]} />}
        {!external && <NaReasonBox store={store} questionid={info.questionid} rule={naRule} />}
        <ReviewExtras store={store} accrid={accrid} questionid={info.questionid} evidence={info.evidence} canDecide={canDecide} canComment={canComment} />
      </>
    ),
    [store, accrid, canDecide, canComment, showExternal, externalAnswers, external, naRule],
  );
  const renderSelfAnswer = useCallback(
    (info: QuestionInfo) => <SelfAnswer info={info} value={selfAnswers?.[info.questionid]} reason={naReasons?.[info.questionid]} />,
    [selfAnswers, naReasons],
  );
  const formContext = useMemo<QuestionContext>(
    () => ({ accrid, store, renderExtras, ...(external ? { renderSelfAnswer } : {}) }),
    [accrid, store, renderExtras, external, renderSelfAnswer],
  );

  const done = (text: string) => {
    setOpen(null);
    setMessage({ kind: 'success', text });
    // A moved form: its status (and the review summary with it), and the lists it appears in.
    // Not the answers on screen: reloading them would put the loaded ones back over the evaluator's.
    void queryClient.invalidateQueries({ queryKey: formKeys.all(accrid), predicate: (q) => q.queryKey[2] !== 'json' });
    void queryClient.invalidateQueries({ queryKey: formListKeys.all });
  };

  const saveExternal = async () => {
    const ok = await sync.flush();
    if (held.size > 0) {
      setMessage({ kind: 'error', text: t`Some answers are not possible together and were not saved. Correct the answers marked in red.` });
      return;
    }
    setMessage(ok ? { kind: 'success', text: t`Data saved successfully` } : { kind: 'error', text: sync.getSnapshot().error ?? t`Error While saving data!!` });
  };

  const actions = rowActions(privs, formStatus).filter((a) => status.data?.actions.some((e) => e === a.event) ?? false);
  const actionLabel = (a: ReviewAction) => (a.kind === 'reject' ? t`Reject` : a.level === 'dqa' ? t`Submit to SQA` : a.level === 'sqa' ? t`Submit to Department` : t`Approve`);
  const current = domains.data?.find((d) => d.domainId === domain);
  const st = status.data;
  // Opened from a link, a bookmark or a refresh, the page has no name from the list: the server's.
  const name = schoolName || st?.schoolName || '';

  return (
    <div className="page review-page">
      <p className="no-print">
        <Link to="/dashboard/accreditation">← {t`Back to the list`}</Link>
      </p>
      <div className="page-head">
        <h1 className="page-title">{name || t`Accreditation form`}</h1>
        {st && (
          <span className={`status-chip status-${st.status}`} data-testid="review-status">
            {st.statusLabel}
          </span>
        )}
      </div>
      {status.error && <Alert kind="error">{errorText(status.error)}</Alert>}
      {st && (
        <div className="review-actions" role="group" aria-label={t`Actions`}>
          {actions.map((a) => (
            <button
              key={a.event}
              type="button"
              className={`btn ${a.kind === 'reject' ? 'btn-danger-outline' : 'btn-primary'}`}
              onClick={() => setOpen({ type: a.kind, action: a })}
            >
              {actionLabel(a)}
            </button>
          ))}
          <button type="button" className="btn" onClick={() => setOpen({ type: 'status' })}>
            {t`Update status`}
          </button>
          <button type="button" className="btn" onClick={() => setOpen({ type: 'history' })}>
            {t`Status history`}
          </button>
          {st.status === REPORT_CARD_STATUS && (
            <Link className="btn" to={`/dashboard/ReportCard?accrid=${encodeURIComponent(accrid)}`}>
              {t`Report card`}
            </Link>
          )}
        </div>
      )}
      {st?.reject && <RejectBox reject={st.reject} />}
      {message && (
        <Alert kind={message.kind} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {st && <ReviewContext accrid={accrid} />}
      {external && <Alert kind="info">{t`External evaluation is open: enter your own answer to each question. The school's answer is shown beside it.`}</Alert>}
      {domains.data && (
        <DomainTabs
          accrid={accrid}
          domains={domains.data}
          current={domain}
          hrefFor={hrefFor}
          // The next domain's questions are asked for with the click, not once React has taken this one down.
          onGo={(d) => {
            startCall(...formCalls.json(accrid, d));
            startCall(...formCalls.documents(accrid, d));
          }}
        />
      )}
      {current && (
        <h2 className="section-title">
          {current.domainId} · {pick(current.name, lang)}
        </h2>
      )}
      {formJson.error ? (
        <Alert kind={formJson.error instanceof ApiError && formJson.error.status === 422 ? 'warning' : 'error'}>{errorText(formJson.error)}</Alert>
      ) : validatorError ? (
        <Alert kind="error">{t`The form could not be loaded. Check the connection and try again.`}</Alert>
      ) : !data || !rjsfSchema || !st || !validator ? (
        <Loading />
      ) : (
        <>
          <EngineForm
            key={`${domain}|${external}`}
            className="rjsf domain-form review-form"
            schema={rjsfSchema}
            uiSchema={uiSchema}
            formData={formData ?? data}
            validator={validator}
            {...formProps}
            readonly={!external}
            formContext={formContext}
          />
          {external && (
            <div className="form-actions">
              <LiveSyncStatus sync={sync} />
              <div className="form-buttons">
                <button type="button" className="btn btn-primary" onClick={() => void saveExternal()}>
                  {t`Save external evaluation`}
                </button>
              </div>
            </div>
          )}
        </>
      )}
      {open?.type === 'submit' && <SubmitDialog action={open.action} accrid={Number(accrid)} schoolName={name} onClose={() => setOpen(null)} onDone={done} />}
      {open?.type === 'reject' && <RejectDialog action={open.action} accrid={Number(accrid)} schoolName={name} onClose={() => setOpen(null)} onDone={done} />}
      {open?.type === 'history' && <HistoryDialog accrid={accrid} schoolName={name} onClose={() => setOpen(null)} />}
      {open?.type === 'status' && st && (
        <StatusChangeDialog
          accrid={accrid}
          schoolName={name}
          current={{ code: st.status, label: st.statusLabel }}
          next={st.nextStatuses}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
    </div>
  );
}
