import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../api/client';
import { apiCall } from '../api/call';
import { useLang } from '../app/LangContext';
import { pick } from '../i18n';
import { Alert } from '../components/Alert';
import { Dialog } from '../components/Dialog';
import { ProgressBar } from '../components/ProgressBar';
import { countForms } from './lookups';
import { PRIV } from '../api/privileges.generated';
import type { CycleOption, DistrictOption } from '../dashboards/api';
import { plural } from '@lingui/core/macro';
import type { ApiValue } from '../api/types';

type Kind = 'district' | 'sqa' | 'dept';
type BulkResult = ApiValue<'/v1/workflow/cycle/sqa/district/submit', 'post'>;
type Step = { kind: Kind; count: number } | null;

const SPEC: Record<Kind, { privilege: number; from: readonly number[] }> = {
  district: { privilege: PRIV.districtBulkSubmit, from: [3, 4] },
  sqa: { privilege: PRIV.sqaBulkApprove, from: [5, 6] },
  dept: { privilege: PRIV.deptBulkApprove, from: [7, 8] },
};

type Props = {
  privileges: Set<number>;
  cycles: CycleOption[];
  districts: DistrictOption[];
  onDone: () => void;
};

/**
 * Bulk actions of spec §4: a DQA submits the district's ready forms to SQA; SQA and the
 * department approve a cycle's ready forms. A confirmation says how many forms will move,
 * a bar runs while the server moves them, and the result gives moved and skipped, with reasons.
 */
export function BulkPanel({ privileges, cycles, districts, onDone }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const kinds = (Object.keys(SPEC) as Kind[]).filter((k) => privileges.has(SPEC[k].privilege));
  const open = cycles.filter((c) => c.status !== 'CLOSED');
  const [cycle, setCycle] = useState(() => String(open[0]?.id ?? cycles[0]?.id ?? ''));
  const [district, setDistrict] = useState(() => String(districts[0]?.id ?? ''));
  const [step, setStep] = useState<Step>(null);
  const [consent, setConsent] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'counting' | 'confirm' | 'moving' | 'done'>('idle');
  const [result, setResult] = useState<BulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (kinds.length === 0) return null;

  const title = (k: Kind) =>
    k === 'district' ? t`Submit the district's ready forms to SQA` : k === 'sqa' ? t`Approve the cycle's ready forms (to the Department)` : t`Approve the cycle's ready forms`;
  // Whole sentences, not a place name dropped into one: Hindi word order differs for each.
  const moveText = (k: Kind, n: number) =>
    k === 'district'
      ? plural(n, { one: '# form will move to State Quality Assurance.', other: '# forms will move to State Quality Assurance.' })
      : k === 'sqa'
        ? plural(n, { one: '# form will move to the Department.', other: '# forms will move to the Department.' })
        : plural(n, { one: '# form will be approved and get its report card.', other: '# forms will be approved and get their report cards.' });
  const reasonText = (code: string) => {
    switch (code) {
      case 'wrongState':
        return t`The form is no longer at this level`;
      case 'consentMissing':
        return t`The declaration was not accepted`;
      case 'malformedState':
        return t`The form's saved state could not be read`;
      default:
        return code;
    }
  };

  const start = async (kind: Kind) => {
    setError(null);
    setResult(null);
    setConsent(false);
    setPhase('counting');
    try {
      const count = await countForms(Number(cycle), SPEC[kind].from, kind === 'district' && district ? Number(district) : undefined);
      setStep({ kind, count });
      setPhase('confirm');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t`Error!! Please try after sometime`);
      setPhase('idle');
    }
  };

  const run = async () => {
    if (!step) return;
    setPhase('moving');
    try {
      const value =
        step.kind === 'district'
          ? await apiCall('post', '/v1/workflow/cycle/sqa/district/submit', {
              body: { cycleid: Number(cycle), ...(district ? { districtId: Number(district) } : {}), consent: true },
            })
          : await apiCall('post', `/v1/workflow/cycle/${step.kind}/{cycleid}/submit`, { path: { cycleid: cycle }, body: {} });
      setResult(value);
      setPhase('done');
      onDone();
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 ? e.message : t`Error while performing action!`);
      setPhase('idle');
      setStep(null);
    }
  };

  const close = () => {
    setStep(null);
    setPhase('idle');
  };

  const reasons = new Map<string, number>();
  for (const s of result?.skipped ?? []) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);

  return (
    <section className="card bulk-panel" aria-labelledby="bulk-title">
      <h2 id="bulk-title" className="card-title">{t`Bulk actions`}</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="bulk-cycle">{t`Cycle`}</label>
          <select id="bulk-cycle" value={cycle} onChange={(e) => setCycle(e.target.value)}>
            {cycles.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {kinds.includes('district') && districts.length > 0 && (
          <div className="field">
            <label htmlFor="bulk-district">{t`District`}</label>
            <select id="bulk-district" value={district} onChange={(e) => setDistrict(e.target.value)}>
              {districts.map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {pick(d.label, lang)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="bulk-buttons">
        {kinds.map((k) => (
          <button key={k} type="button" className="btn btn-primary" disabled={!cycle || phase === 'counting' || phase === 'moving'} onClick={() => void start(k)}>
            {title(k)}
          </button>
        ))}
      </div>
      {phase === 'counting' && <p className="muted" role="status">{t`Counting the forms…`}</p>}
      {error && <Alert kind="error">{error}</Alert>}
      {result && phase === 'done' && (
        <div className="alert alert-success bulk-result" role="status" data-testid="bulk-result">
          <div className="alert-text">
            <strong>{t`Moved: ${result.moved}`}</strong> · <strong>{t`Skipped: ${result.skipped.length}`}</strong>
            {reasons.size > 0 && (
              <ul>
                {[...reasons].map(([code, n]) => (
                  <li key={code}>
                    {reasonText(code)}: {n}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
      {step && (phase === 'confirm' || phase === 'moving') && (
        <Dialog
          open
          title={title(step.kind)}
          onClose={() => phase !== 'moving' && close()}
          actions={
            phase === 'moving' ? undefined : (
              <>
                <button type="button" className="btn" onClick={close}>
                  {t`Cancel`}
                </button>
                <button type="button" className="btn btn-primary" disabled={step.count === 0 || (step.kind === 'district' && !consent)} onClick={() => void run()}>
                  {t`Yes, move ${step.count} forms`}
                </button>
              </>
            )
          }
        >
          {phase === 'moving' ? (
            <div className="bulk-moving" data-testid="bulk-progress">
              <p role="status">{t`Moving ${step.count} forms…`}</p>
              <ProgressBar label={t`Moving ${step.count} forms…`} />
            </div>
          ) : step.count === 0 ? (
            <p data-testid="bulk-count">{t`No forms are ready for this action.`}</p>
          ) : (
            <>
              <p data-testid="bulk-count">{moveText(step.kind, step.count)}</p>
              {step.kind === 'district' && (
                <label className="consent">
                  <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
                  <span>{t`I declare that I have checked these forms and that their data is true and complete with the evidence uploaded. I understand that State Quality Assurance may reject a form if any information is found to be false.`}</span>
                </label>
              )}
            </>
          )}
        </Dialog>
      )}
    </section>
  );
}
