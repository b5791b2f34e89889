import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { apiCall, apiActionCall } from '../../api/call';
import type { ApiValue } from '../../api/types';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { SelectField, TextField } from '../components/Field';
import { useNotice } from '../components/Notice';
import { ActionMessage } from './editor/ActionMessage';

type Option = { value: string; label: string };
type Report = ApiValue<'/v1/catalogue/cycles/{cycleid}/migration', 'get'>;

type Props = { cycles: Option[]; versions: Option[]; onMoved: () => void };

/**
 * Moving a cycle whose forms are still being filled to a newer version: first the migration
 * report (per school: answers kept, dropped, to give again; evidence), then the move itself,
 * after a confirmation, all or nothing.
 */
export function CycleMigration({ cycles, versions, onMoved }: Props) {
  const { t } = useLingui();
  const [cycle, setCycle] = useState('');
  const [to, setTo] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Asked only while the cycle's submission window is open (issue 27: freeze windows).
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const { notice, success, error, clear } = useNotice();
  const chosenCycle = cycle || cycles[0]?.value || '';
  const chosenTo = to || versions[0]?.value || '';

  const preview = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    setReport(null);
    setLoading(true);
    try {
      setReport(await apiCall('get', '/v1/catalogue/cycles/{cycleid}/migration', { path: { cycleid: chosenCycle }, query: { to: chosenTo } }));
    } catch (err) {
      error(errorText(err));
    } finally {
      setLoading(false);
    }
  };

  const move = async () => {
    setBusy(true);
    clear();
    try {
      const body = report?.window.open ? { to: chosenTo, reason: reason.trim() } : { to: chosenTo };
      const { message } = await apiActionCall('post', '/v1/catalogue/cycles/{cycleid}/migrate', { path: { cycleid: chosenCycle }, body });
      success(message);
      setReport(null);
      setReason('');
      onMoved();
    } catch (err) {
      error(errorText(err));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section className="card" aria-labelledby="migration-title" data-testid="cycle-migration">
      <h2 id="migration-title" className="card-title">{t`Move a cycle to another version`}</h2>
      <p className="muted">{t`Forms not yet submitted move to the chosen version; submitted forms keep the version they were answered against. See what changes before moving.`}</p>
      <form className="inline-row" onSubmit={(e) => void preview(e)}>
        <SelectField name="cycle" label={t`Cycle`} value={chosenCycle} onChange={(v) => { setCycle(v); setReport(null); }} options={cycles} />
        <SelectField name="to" label={t`To version`} value={chosenTo} onChange={(v) => { setTo(v); setReport(null); }} options={versions} />
        <button type="submit" className="btn" disabled={!chosenCycle || !chosenTo || loading}>
          {t`Show the migration report`}
        </button>
      </form>
      {/* Under the report's button; after a move the report closes, so the message stays in view here. */}
      <ActionMessage message={notice} onClose={clear} testId="migration-message" />
      {loading && <Loading />}
      {report && (
        <div className="migration-report" data-testid="migration-report">
          <p>
            {t`${report.totals.forms} forms of ${report.cycleName} would move from ${report.from} to ${report.to}: ${report.totals.kept} answers kept, ${report.totals.dropped} dropped, ${report.totals.toAnswer} to be given again, ${report.totals.evidenceDropped} files of retired questions dropped.`}
          </p>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t`School`}</th>
                  <th scope="col" className="num">{t`Kept`}</th>
                  <th scope="col">{t`Dropped`}</th>
                  <th scope="col">{t`To answer again`}</th>
                  <th scope="col" className="num">{t`Evidence kept / dropped`}</th>
                </tr>
              </thead>
              <tbody>
                {report.forms.map((f) => (
                  <tr key={f.accrid}>
                    <td>
                      <div className="cell-strong">{f.schoolName}</div>
                      <div className="muted small">{f.schoolCode}</div>
                    </td>
                    <td className="num">{f.kept}</td>
                    <td>{f.dropped.join(', ') || '—'}</td>
                    <td>{f.toAnswer.join(', ') || '—'}</td>
                    <td className="num">
                      {f.evidenceKept} / {f.evidenceDropped}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <WindowNotice window={report.window} cycleName={report.cycleName} />
          {report.window.open && report.window.mayMove && (
            <TextField
              name="reason"
              label={t`Reason for moving the forms while schools are answering`}
              multiline
              required
              maxLength={1000}
              value={reason}
              error={reasonError}
              onChange={(v) => {
                setReason(v);
                setReasonError('');
              }}
            />
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={report.forms.length === 0 || !report.window.mayMove}
            onClick={() => {
              if (report.window.open && !reason.trim()) return setReasonError(t`Write why the forms must move while schools are still answering.`);
              setConfirming(true);
            }}
          >
            {t`Move ${report.totals.forms} forms to ${report.to}`}
          </button>
        </div>
      )}
      <ConfirmDialog open={confirming} title={t`Move the forms`} confirmLabel={t`Move`} busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void move()}>
        <p>{report ? t`${report.totals.forms} forms move to ${report.to} at once. Answers the new version does not have are removed, and this is written in each form's history. It cannot be undone.` : ''}</p>
        {report?.window.open && reason.trim() && <p>{t`Reason, kept in each form's history: ${reason.trim()}`}</p>}
      </ConfirmDialog>
    </section>
  );
}

/** Why a cycle's forms stay where they are while schools answer them, and who may move them anyway. */
function WindowNotice({ window: w, cycleName }: { window: Report['window']; cycleName: string }) {
  const { t } = useLingui();
  if (!w.open) return null;
  const until = w.endsOn ? t`Schools are answering cycle ${cycleName} until its last day, ${w.endsOn}.` : t`Cycle ${cycleName} has no last day: schools answer it as long as it runs.`;
  return (
    <div data-testid="migration-window">
      <Alert kind="warning">
        {until}{' '}
        {w.mayMove
          ? t`Its forms normally stay on their version until then; to move them now, give the reason (it is kept in each form's history).`
          : t`Its forms stay on their version until then. Only an officer who may approve catalogue versions can move them, giving a reason.`}
      </Alert>
    </div>
  );
}
