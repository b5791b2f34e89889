import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { api, ApiError, errorText } from '../api/client';
import { apiCall } from '../api/call';
import type { DomainSummary, FormListItem, FormStatus, MissingItem, ValidateResult } from '../api/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepAcrossLanguages } from '../app/queryClient';
import { formKeys, formListKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { useSession } from '../app/useSession';
import { pick } from '../i18n';
import { Alert } from '../components/Alert';
import { Empty, Loading } from '../components/Loading';
import { ProgressBar } from '../components/ProgressBar';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { REPORT_CARD_STATUS } from '../app/statusLabels';
import { RejectBox } from '../components/RejectBox';
import { MissingList } from '../components/MissingList';
import { WelcomeDialog } from '../components/WelcomeDialog';
import { ReviewSummary } from '../components/ReviewSummary';
import type { QuestionReview } from './questionStore';
import { useFormSync } from './useFormSync';
import { LiveSyncStatus } from './SyncStatus';
import { MissingSummary } from './MissingSummary';
import { domainDone, nothingMissing, totalMissing } from './domainMissing';
import { chooseHeadForm, headFormChoices } from './headForms';
import { HeadFormSwitcher } from './HeadFormSwitcher';

type HmData = { form: FormListItem; forms: FormListItem[]; domains: DomainSummary[]; status: FormStatus; reviews: QuestionReview[] } | null;
type Missing = { answers: MissingItem[]; evidence: MissingItem[]; reasons: MissingItem[]; other: string[] };

/** The school's forms (one per cycle) and the one `accrid` names, or the newest still being answered. */
async function loadHm(accrid: number | undefined): Promise<HmData> {
  const found = await apiCall('post', '/v1/form/search', { body: { page: 1, pageSize: 100 } });
  const form = chooseHeadForm(found.items, accrid);
  if (!form) return null;
  const [domains, status, comments] = await Promise.all([
    apiCall('get', '/v1/form/{accrid}/domain', { path: { accrid: form.accrid } }),
    apiCall('get', '/v1/form/{accrid}/status', { path: { accrid: form.accrid } }),
    apiCall('get', '/v1/form/{accrid}/comments', { path: { accrid: form.accrid } }).catch(() => ({ reviews: [] as QuestionReview[] })),
  ]);
  return { form, forms: headFormChoices(found.items), domains, status, reviews: comments.reviews ?? [] };
}

/** /dashboard/accreditationhm[?accrid=]: the school head's form, its domains and the submit to DQA; the school's other forms a click away. */
export default function AccreditationHm() {
  const { t } = useLingui();
  const { lang } = useLang();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const asked = Number(params.get('accrid'));
  const wanted = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const key = formListKeys.mine(lang, wanted);
  const state = useQuery({ queryKey: key, queryFn: () => loadHm(wanted), placeholderData: keepAcrossLanguages(key) });
  const queryClient = useQueryClient();
  const reload = () => void state.refetch();
  const [consent, setConsent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Missing | null>(null);
  const data = state.data;
  const accrid = data ? String(data.form.accrid) : '';
  // Answers left on this device by an earlier visit go to the server from here too.
  const { sync, state: syncState } = useFormSync({ accrid, user: session?.logInUser.loginId ?? '', kind: 'self', onSent: reload });

  if (state.isPending)
    return (
      <div className="page">
        <WelcomeDialog />
        <Loading />
      </div>
    );
  if (state.error)
    return (
      <div className="page">
        <Alert kind="error">{errorText(state.error)}</Alert>
      </div>
    );
  if (!data) {
    return (
      <div className="page">
        <WelcomeDialog />
        <h1 className="page-title">{t`My accreditation form`}</h1>
        <Empty />
      </div>
    );
  }
  const { form, domains, status } = data;
  const canSubmit = status.actions.includes('sh.submit');
  const stillMissing = totalMissing(domains);
  const ready = nothingMissing(stillMissing);
  const domainName = (id: string) => pick(domains.find((d) => d.domainId === id)?.name, lang) || id;

  // Consent, then the engine's check (missing answers, evidence, reasons), then a confirmation.
  // Without `submitting` it only shows what is missing (and refreshes the counts if nothing is).
  const check = async (submitting: boolean) => {
    setBusy(true);
    setSubmitError(null);
    setMissing(null);
    try {
      if (syncState.pending > 0) await sync.flush();
      // Left on api<T>: its cache-busting `_` query is not in the OpenAPI document.
      const result = await api<ValidateResult>('POST', `/v1/form/domain/details/validate?_=${Date.now()}`, { accrid: form.accrid });
      if (!result.complete) setMissing({ answers: result.missingAnswers ?? [], evidence: result.missingEvidence ?? [], reasons: result.missingNaReasons ?? [], other: [] });
      else if (submitting) setConfirming(true);
      else reload();
    } catch (e) {
      setSubmitError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      await apiCall('post', '/v1/workflow/form/{level}/status/submit', { path: { level: 'sh' }, body: { accrid: form.accrid, consent: true } });
      // Submitted: no later visit may show the form as it was (with its submit button) while it reloads.
      queryClient.removeQueries({ queryKey: formListKeys.all });
      queryClient.removeQueries({ queryKey: formKeys.all(form.accrid) });
      navigate('/dashboard/accreditationhm/thanks', { replace: true });
    } catch (e) {
      setConfirming(false);
      setBusy(false);
      setSubmitError(errorText(e));
      if (e instanceof ApiError && e.details.length > 0) {
        const answers: MissingItem[] = [];
        const evidence: MissingItem[] = [];
        const reasons: MissingItem[] = [];
        const other: string[] = [];
        for (const d of e.details) {
          if (d.questionid) {
            const item = { questionid: d.questionid, domainId: d.domainId ?? '' };
            const problem = String(d.problem ?? '');
            if (problem === 'naReasonMissing') reasons.push(item);
            else if (problem.toLowerCase().includes('evidence')) evidence.push(item);
            else answers.push(item);
          } else other.push(d.message ?? String(d.problem ?? ''));
        }
        setMissing({ answers, evidence, reasons, other });
      }
    }
  };

  return (
    <div className="page">
      <WelcomeDialog />
      <h1 className="page-title">{t`My accreditation form`}</h1>
      {status.reject && <RejectBox reject={status.reject} />}
      {data.forms.length > 1 && <HeadFormSwitcher forms={data.forms} current={form.accrid} />}
      <ReviewSummary accrid={form.accrid} reviews={data.reviews} domainOf={(q) => data.reviews.find((r) => r.questionid === q)?.domainId ?? undefined} />

      <section className="card form-card" aria-labelledby="form-card-title">
        <div className="form-card-head">
          <div>
            <h2 id="form-card-title" className="card-title">
              {form.schoolName}
            </h2>
            <p className="muted">
              {t`School code`}: {form.schoolCode}
              {form.cycleName ? (
                <>
                  {' '}
                  · {t`Cycle`}: {form.cycleName}
                </>
              ) : null}
            </p>
          </div>
          <span className={`status-chip status-${status.status}`} data-testid="form-status">
            {status.statusLabel}
          </span>
        </div>
        <div className="form-card-links">
          <Link to="/forms/schoolinfo" className="btn">{t`School information`}</Link>
          {status.status === REPORT_CARD_STATUS && (
            <Link to={`/dashboard/ReportCard?accrid=${encodeURIComponent(accrid)}`} className="btn btn-primary">
              {t`Report card`}
            </Link>
          )}
        </div>
        {syncState.pending > 0 && <LiveSyncStatus sync={sync} />}
        {!status.schoolInfoSaved && (
          <Alert kind="warning">
            {t`Please Update School Information First`} — <Link to="/forms/schoolinfo">{t`Open the school information form`}</Link>
          </Alert>
        )}
      </section>

      <section aria-labelledby="domains-title">
        <h2 id="domains-title" className="section-title">{t`Domains`}</h2>
        <ul className="domain-list">
          {domains.map((d) => (
            <li key={d.domainId}>
              <Link className="domain-item" to={`/forms/domain?accrid=${encodeURIComponent(accrid)}&domain=${d.domainId}`}>
                <span className="domain-id">{d.domainId}</span>
                <span className="domain-name">{pick(d.name, lang)}</span>
                <span className="domain-count">{t`${d.attempted} of ${d.total} answered`}</span>
                <ProgressBar value={d.attempted} max={d.total} label={t`${pick(d.name, lang)}: ${d.attempted} of ${d.total} answered`} />
                {d.missing && (
                  <span className="domain-status" data-testid={`domain-status-${d.domainId}`}>
                    {domainDone(d) ? <span className="done-mark">{t`Complete`}</span> : <MissingSummary missing={d.missing} className="domain-missing" />}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {canSubmit && (
        <section className="card submit-card" aria-labelledby="submit-title">
          <h2 id="submit-title" className="card-title">{t`Submit to DQA`}</h2>
          {submitError && <Alert kind="error">{submitError}</Alert>}
          {missing && (
            <MissingList accrid={form.accrid} answers={missing.answers} evidence={missing.evidence} reasons={missing.reasons} other={missing.other} domainName={domainName} />
          )}
          <label className="consent">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            <span>
              {t`I declare that the data entered in this form is true and complete and that the evidence has been uploaded. I understand that District Quality Assurance may reject the form if any information is found to be incorrect.`}
            </span>
          </label>
          {ready ? (
            <button type="button" className="btn btn-primary" disabled={!consent || busy} onClick={() => void check(true)}>
              {busy && !confirming ? t`Checking the form…` : t`Submit to DQA`}
            </button>
          ) : (
            // Not ready yet: say what is missing and offer the list of where, instead of a submit that would be refused.
            <div className="not-ready" data-testid="submit-not-ready">
              <p>
                <strong>{t`Not ready to submit.`}</strong> <MissingSummary missing={stillMissing} />
              </p>
              <button type="button" className="btn" disabled={busy} onClick={() => void check(false)}>
                {busy ? t`Checking the form…` : t`Show where`}
              </button>
            </div>
          )}
        </section>
      )}

      <ConfirmDialog open={confirming} title={t`Submit to DQA`} confirmLabel={t`Submit`} busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void submit()}>
        <p>{t`After submission you cannot change the answers unless the form is sent back. Do you want to submit the form?`}</p>
      </ConfirmDialog>
    </div>
  );
}
