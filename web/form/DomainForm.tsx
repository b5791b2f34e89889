import { PRIV } from '../api/privileges.generated';
import { ChangeNoticeLink } from '../report/ChangeNoticeLink';
import { startTransition, useCallback, useContext, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { RJSFSchema } from '@rjsf/utils';
import { EngineForm, Form, prefetchDomainValidators, type QuestionContext, type QuestionInfo } from './formEngine';
import { formCalls, startCall } from './formLoads';
import { useDomainFormQueries } from './useDomainFormQueries';
import { NOT_APPLICABLE } from '../../engine';
import type { JsonObject } from '../api/types';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../api/client';
import { formKeys, formListKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { useSession } from '../app/useSession';
import { hasPrivilege } from '../auth/session';
import { pick } from '../i18n';
import { Alert } from '../components/Alert';
import { Loading } from '../components/Loading';
import { RejectBox } from '../components/RejectBox';
import { WelcomeDialog } from '../components/WelcomeDialog';
import { useUnsavedGuard } from '../components/useUnsavedGuard';
import { DomainTabs } from './DomainTabs';
import { allProperties } from './changedAnswers';
import { HeadExtras } from './HeadExtras';
import { needsEvidenceOnScreen, type EvidenceOptions } from './evidenceNeed';
import { LiveSyncStatus } from './SyncStatus';
import { useFormController } from './useFormController';
import { ConflictList } from './ConflictList';
import { SectionMissing } from './SectionMissing';
import { useFormSync } from './useFormSync';
import { lastDomain, rememberDomain } from './lastDomain';
import { LeaveDialog } from './LeaveDialog';
import { limitProblems } from './limitErrors';
import { FirstViewDraw } from './firstViewDraw';
import { useDomainDocs } from './useDomainDocs';
import { leaveFirstView } from '../app/firstView';

type Message = { kind: 'success' | 'error' | 'info'; text: string } | null;
type Seed = { key: string; data: JsonObject };

const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** /forms/domain?accrid=&domain=: one domain of the school head's form, saved as the head goes. */
export default function DomainForm() {
  const { t } = useLingui();
  const { lang } = useLang();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const accrid = params.get('accrid') ?? '';
  const domain = params.get('domain') ?? lastDomain(accrid) ?? 'D1';
  const key = `${accrid}|${domain}`;
  const user = session?.logInUser.loginId ?? '';

  const { domains, status, formJson } = useDomainFormQueries(accrid, domain, lang);
  useEffect(() => prefetchDomainValidators(domain, lang), [domain, lang]);
  const queryClient = useQueryClient();
  const statusRef = useRef(status);
  statusRef.current = status;
  // After a save the counts change, and the first save moves the form from 1 to 2. The head's
  // form page shows the counts too: it loads them afresh rather than show the old ones first.
  const onSent = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: formKeys.domains(accrid) });
    queryClient.removeQueries({ queryKey: formListKeys.mine(lang) });
    if (statusRef.current.data?.status === 1) void statusRef.current.refetch();
  }, [queryClient, accrid, lang]);
  const { store, sync, state: syncState, started } = useFormSync({ accrid, user, kind: 'self', onSent });

  const formRef = useRef<Form<JsonObject, RJSFSchema>>(null);
  // Drawn on the server, the form starts from the server's answers (the device's unsent ones are the browser's).
  const drawing = useContext(FirstViewDraw);
  // The server's drawing runs no effects: the comments and verdicts it is drawn with reach the questions' store here (the browser's come through useFormSync).
  const commentsForDrawing = useRef(false);
  if (drawing?.comments && !commentsForDrawing.current) {
    commentsForDrawing.current = true;
    store.setComments(drawing.comments.comments ?? []);
    store.setReviews(drawing.comments.reviews ?? []);
  }
  const [seed, setSeed] = useState<Seed | null>(() => (drawing && formJson.data ? { key, data: formJson.data.answers as JsonObject } : null));
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [sectionMissing, setSectionMissing] = useState<string[]>([]);
  const [reasonsMissing, setReasonsMissing] = useState<string[]>([]);

  const editable = session?.logInUser.role === 'SCHOOL_HEAD' && !!status.data && (status.data.actions.includes('sh.save') || status.data.actions.includes('sh.submit'));
  const canComment = hasPrivilege(session, PRIV.questionComments);
  const { rjsfSchema, uiSchema, validator, validatorError, holds, properties, editableKeys, limits, held, setHeld, effectiveRef, applySeed, formData, formProps } =
    useFormController({
      form: formJson.data,
      domain,
      lang,
      sync,
      store,
      seed: seed && seed.key === key ? seed.data : null,
      canEdit: () => editable,
      details: syncState.details,
      dropsReasons: true,
    });

  // The form starts from the server's answers with this device's unsent edits laid over them: when
  // the form's answers arrive (key changes with them) or the device's store is ready; sync and store
  // live as long as the form.
  const seedForm = useEffectEvent(() => {
    const data = formJson.data;
    if (!data || !started || !holds || !rjsfSchema) return;
    const keys = Object.keys(allProperties(data.schema));
    sync.knowServer(data.answers, data.updatedAt ?? {}, keys);
    const merged = sync.shownValues(keys) as JsonObject;
    const effective = applySeed(merged);
    const reasons: Record<string, string> = { ...(data.naReasons ?? {}) };
    for (const k of keys) {
      const r = sync.pendingReason(k);
      if (r !== undefined) reasons[k] = r;
    }
    store.setReasons(reasons);
    // The first draw of a domain's questions is the page's largest piece of work: as a transition,
    // React draws it in slices and a phone's main thread stays free for taps in between.
    startTransition(() => {
      setHeld(limitProblems(limits, effective, lang));
      setSeed({ key, data: merged });
    });
  });
  useEffect(() => seedForm(), [formJson.data, started, holds]);

  useEffect(() => {
    if (accrid) rememberDomain(accrid, domain);
    setMessage(null);
    setSectionMissing([]);
    setReasonsMissing([]);
  }, [accrid, domain]);

  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), 6000);
    return () => window.clearTimeout(timer);
  }, [message]);

  const ready = !!seed && seed.key === key && !!rjsfSchema && !!status.data && !!validator;
  // The page's first draw shows its head, tabs and notes only with the form itself (or a refusal):
  // each used to come on its own and push the rest down (a layout shift of 0.07 on a phone, the
  // review form's Lighthouse audit). The change notice's link comes with the form (`changeNotice`).
  // Later drawings (another domain) keep them on screen while the next form loads.
  const failed = !!(formJson.error || status.error || domains.error || validatorError);
  const [drawn, setDrawn] = useState(false);
  if (!drawn && (failed || ready)) setDrawn(true);
  // The server's drawing runs no effects: the answers it starts from reach the questions' store here.
  const seededForDrawing = useRef(false);
  if (drawing && ready && !seededForDrawing.current) {
    seededForDrawing.current = true;
    applySeed(seed.data);
  }
  // The page the server drew stays until this one is drawn (or has failed): then this one shows, with what was answered there.
  useLayoutEffect(() => {
    if (drawn) leaveFirstView((href) => void navigate(href));
  }, [drawn, navigate]);

  useDomainDocs({ store, accrid, domain, properties, uiSchema, ready, drawn: drawing ? drawing.documents : undefined });

  // A link to a question (#Q014, from the missing list) lands on it once the form is there.
  useEffect(() => {
    if (!ready || !location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const frame = requestAnimationFrame(() => {
      const el = document.getElementById(id);
      if (!el) return;
      el.scrollIntoView({ block: 'start' });
      el.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, location.hash, key]);

  const naRule = formJson.data?.naReason ?? 'none';
  // The reason rides with its Not Applicable answer through the same sync (and IndexedDB offline).
  const onNaReason = useCallback(
    (q: string, reason: string) => {
      store.setReason(q, reason);
      setReasonsMissing((list) => (list.includes(q) && reason.trim() ? list.filter((x) => x !== q) : list));
      // Typed in the box, which has the focus: an emptied reason is deleted only when the head leaves it.
      sync.editReason(domain, q, reason, true);
    },
    [store, sync, domain],
  );
  const onNaReasonLeave = useCallback((q: string) => sync.blur(q), [sync]);
  const uiOptionsOf = useCallback((q: string) => (uiSchema?.[q] as { 'ui:options'?: EvidenceOptions } | undefined)?.['ui:options'], [uiSchema]);
  const renderExtras = useCallback(
    (info: QuestionInfo) => (
      <HeadExtras
        store={store}
        accrid={accrid}
        questionid={info.questionid}
        evidence={info.evidence}
        rule={uiOptionsOf(info.questionid)}
        editable={editable}
        canComment={canComment}
        user={user}
        naReason={naRule}
        onNaReason={onNaReason}
        onNaReasonLeave={onNaReasonLeave}
      />
    ),
    [store, accrid, editable, canComment, user, uiOptionsOf, naRule, onNaReason, onNaReasonLeave],
  );
  const formContext = useMemo<QuestionContext>(() => ({ accrid, store, renderExtras }), [accrid, store, renderExtras]);

  const { blocker, blockRef } = useUnsavedGuard(syncState.pending > 0 || held.size > 0, () => sync.atRisk() || held.size > 0);

  const domainList = domains.data ?? [];
  const index = domainList.findIndex((d) => d.domainId === domain);
  const next = index >= 0 ? domainList[index + 1] : undefined;
  const current = domainList[index];

  // A move to another domain starts its calls at once (formLoads.ts), which the page then takes: on
  // a tab click React spent about 40 ms taking this domain down before it asked for the next one.
  // Not while the page would ask first whether to leave: the head may stay.
  const startDomain = (domainId: string) => {
    if (blockRef.current) return;
    startCall(...formCalls.json(accrid, domainId));
    if (!store.hasDomainDocs(domainId)) startCall(...formCalls.documents(accrid, domainId));
  };

  const goNext = () => {
    // Whatever is left is safe on this device: leaving needs no question.
    blockRef.current = false;
    if (next) {
      startDomain(next.domainId);
      navigate(`/forms/domain?accrid=${encodeURIComponent(accrid)}&domain=${next.domainId}`);
    } else navigate(`/dashboard/accreditationhm?accrid=${encodeURIComponent(accrid)}`);
  };

  const savedMessage = (ok: boolean): Message => {
    if (ok) return { kind: 'success', text: t`Data saved successfully` };
    if (!isOnline() || sync.status().phase === 'offline')
      return { kind: 'info', text: t`You are offline. Your answers are saved on this device and will be sent when the connection returns.` };
    if (sync.getSnapshot().conflicts.length > 0) return { kind: 'error', text: t`Some answers changed on the server: choose which to keep.` };
    return { kind: 'error', text: sync.getSnapshot().error ?? t`Error While saving data!!` };
  };

  const save = async () => {
    setBusy(true);
    setMessage(null);
    const ok = await sync.flush();
    setBusy(false);
    if (held.size > 0) {
      setMessage({ kind: 'error', text: t`Some answers are not possible together and were not saved. Correct the answers marked in red.` });
      focusFirstError();
      return;
    }
    setMessage(savedMessage(ok));
  };

  const focusFirstError = () => {
    requestAnimationFrame(() => {
      const el = document.querySelector<HTMLElement>('.domain-form .question.has-error');
      if (!el) return;
      el.scrollIntoView({ block: 'center' });
      el.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    });
  };

  // "Before moving to the next section, all required questions must be completed" (spec §5), evidence included.
  const saveAndNext = async () => {
    const form = formRef.current;
    if (!form || !uiSchema) return;
    if (!form.validateForm()) {
      setMessage({ kind: 'error', text: t`Please answer all the questions of this domain before moving to the next one.` });
      focusFirstError();
      return;
    }
    setBusy(true);
    setMessage(null);
    const needing = Object.keys(properties).filter((q) => needsEvidenceOnScreen(uiOptionsOf(q), effectiveRef.current[q], effectiveRef.current));
    const missing = await store.withoutDocs(needing);
    setSectionMissing(missing);
    // A computed percentage made Not Applicable by a zero base explains itself (it is read-only).
    const unexplained = naRule === 'required' ? editableKeys.filter((q) => effectiveRef.current[q] === NOT_APPLICABLE && store.getReason(q).trim() === '') : [];
    setReasonsMissing(unexplained);
    if (missing.length > 0 || unexplained.length > 0) {
      setBusy(false);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="section-missing"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    const ok = await sync.flush();
    setBusy(false);
    const phase = sync.status().phase;
    if (!ok && phase !== 'offline' && isOnline()) {
      setMessage(savedMessage(false));
      return;
    }
    goNext();
  };

  const keepMine = async (q: string) => {
    setBusy(true);
    const ok = await sync.keepMine(q);
    setBusy(false);
    if (ok) setMessage({ kind: 'success', text: t`Data saved successfully` });
  };

  const takeTheirs = async (q: string) => {
    const theirs = await sync.takeTheirs(q);
    const form = formRef.current;
    const currentData = { ...((form?.state.formData as JsonObject | undefined) ?? seed?.data ?? {}) };
    if (theirs === null || theirs === undefined) delete currentData[q];
    else currentData[q] = theirs;
    if (domainOf(q) === domain && rjsfSchema && holds) {
      applySeed(currentData, [q]);
      setSeed({ key, data: currentData });
    }
  };
  const domainOf = (q: string) => syncState.conflicts.find((c) => c.questionid === q)?.domainId ?? domain;

  if (!accrid) {
    return (
      <div className="page">
        <Alert kind="info">
          {t`Choose a form first.`} <Link to="/dashboard/accreditationhm">{t`My accreditation form`}</Link>
        </Alert>
      </div>
    );
  }

  const schoolInfoMissing = formJson.error instanceof ApiError && formJson.error.status === 422;

  const leaveDialog = (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      busy={busy}
      onStay={() => blocker.reset?.()}
      onDiscard={() => void sync.discard().then(() => blocker.proceed?.())}
      onSave={() => {
        setBusy(true);
        void sync.flush().then((ok) => {
          setBusy(false);
          if (ok || !isOnline() || sync.status().phase === 'offline') blocker.proceed?.();
          else {
            blocker.reset?.();
            setMessage(savedMessage(false));
          }
        });
      }}
    />
  );

  if (!drawn) {
    return (
      <div className="page domain-page">
        <WelcomeDialog />
        <div className="page-head">
          <h1 className="page-title">{t`Accreditation form`}</h1>
        </div>
        <Loading />
        {leaveDialog}
      </div>
    );
  }

  return (
    <div className="page domain-page">
      <WelcomeDialog />
      <div className="page-head">
        <h1 className="page-title">
          {current ? (
            <>
              {current.domainId} · {pick(current.name, lang)}
            </>
          ) : (
            t`Accreditation form`
          )}
        </h1>
        {status.data && <span className={`status-chip status-${status.data.status}`}>{status.data.statusLabel}</span>}
        {formJson.data?.catalogueVersion && <ChangeNoticeLink version={formJson.data.catalogueVersion} shown={formJson.data.changeNotice} />}
      </div>

      {domains.error && <Alert kind="error">{errorText(domains.error)}</Alert>}
      {domainList.length > 0 && <DomainTabs accrid={accrid} domains={domainList} current={domain} onGo={startDomain} />}
      {status.data?.reject && <RejectBox reject={status.data.reject} />}

      {message && (
        <Alert kind={message.kind} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <ConflictList conflicts={syncState.conflicts} properties={properties} onKeepMine={(q) => void keepMine(q)} onTakeTheirs={(q) => void takeTheirs(q)} busy={busy} />
      <SectionMissing questionids={sectionMissing} reasons={reasonsMissing} />
      {!editable && status.data && !formJson.error && <Alert kind="info">{t`This form cannot be changed now. You can read the answers.`}</Alert>}

      {schoolInfoMissing ? (
        <Alert kind="warning">
          {errorText(formJson.error)} — <Link to="/forms/schoolinfo">{t`Open the school information form`}</Link>
        </Alert>
      ) : formJson.error ? (
        <Alert kind="error">{errorText(formJson.error)}</Alert>
      ) : status.error ? (
        <Alert kind="error">{errorText(status.error)}</Alert>
      ) : validatorError ? (
        <Alert kind="error">{t`The form could not be loaded. Check the connection and try again.`}</Alert>
      ) : !ready ? (
        <Loading />
      ) : (
        <>
          <EngineForm
            formRef={formRef}
            className="rjsf domain-form"
            schema={rjsfSchema}
            uiSchema={uiSchema}
            formData={formData ?? seed.data}
            validator={validator}
            {...formProps}
            readonly={!editable}
            formContext={formContext}
          />
          <div className="form-actions">
            <LiveSyncStatus sync={sync} />
            {editable ? (
              <div className="form-buttons">
                <button type="button" className="btn" disabled={busy} onClick={() => void save()}>
                  {t`Save`}
                </button>
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void saveAndNext()}>
                  {next ? t`Save and next` : t`Save and finish`}
                </button>
              </div>
            ) : (
              <button type="button" className="btn btn-primary" onClick={goNext}>
                {next ? t`Next domain` : t`Back to my form`}
              </button>
            )}
          </div>
        </>
      )}

      {leaveDialog}
    </div>
  );
}
