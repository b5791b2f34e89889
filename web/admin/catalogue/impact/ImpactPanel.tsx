import { useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../api/client';
import { useLang } from '../../../app/LangContext';
import { keepWhile } from '../../../app/queryClient';
import { Alert } from '../../../components/Alert';
import { Loading } from '../../../components/Loading';
import { ProgressBar } from '../../../components/ProgressBar';
import { formatNumber } from '../../../i18n';
import { SelectField } from '../../components/Field';
import { ActionMessage, type ActionMessageValue } from '../editor/ActionMessage';
import { ImpactFigures } from './ImpactFigures';
import { impactApi, impactKey, type ImpactReport } from './impactApi';
import { isRunning, pollDelay } from './impactPoll';
import './impact.css';

/**
 * Impact on schools: pick a cycle, **Work out the impact**, watch its progress, read the figures.
 * The work runs on the server's job queue, so a reload or another tab finds the same report and
 * goes on polling it (ever more slowly, see pollDelay); a draft edited since shows the report as
 * out of date with **Work it out again**.
 */
export function ImpactPanel({ version, cycleId, onCycle, titleId }: { version: string; cycleId: number | null; onCycle: (id: number) => void; titleId?: string }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const polls = useRef(0);
  const key = impactKey(version, cycleId, lang);
  const view = useQuery({
    queryKey: key,
    queryFn: () => impactApi.get(version, cycleId),
    placeholderData: keepWhile(['catalogue', 'impact', version, cycleId]),
    refetchInterval: (query) => {
      if (!isRunning(query.state.data?.report)) {
        polls.current = 0;
        return false;
      }
      return pollDelay(polls.current++);
    },
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessageValue>(null);

  const run = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const report = await impactApi.run(version, view.data?.cycleId ?? cycleId);
      polls.current = 0;
      queryClient.setQueryData(key, (old: typeof view.data) => (old ? { ...old, revision: report.revision, report } : old));
      await queryClient.invalidateQueries({ queryKey: ['catalogue', 'impact', version] });
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  if (view.isPending) return <Loading />;
  if (view.error) return <Alert kind="error">{errorText(view.error)}</Alert>;
  const data = view.data;
  const report = data.report;
  const cycles = data.cycles;
  const chosen = cycles.find((c) => c.id === data.cycleId);
  const isDraft = data.versionStatus === 'draft';

  const button = (label: string) =>
    isDraft && (
      <button type="button" className="btn btn-primary" disabled={busy || isRunning(report)} onClick={() => void run()}>
        {label}
      </button>
    );

  return (
    <section className="impact-panel" aria-labelledby={titleId ?? 'impact-title'} data-testid="impact-panel">
      {/* On its own screen the page's heading names it. */}
      {!titleId && <h2 id="impact-title">{t`Impact on schools`}</h2>}
      <p className="muted">
        {t`The approved forms of a cycle are scored again under this draft: each answer is kept where its question is kept, and scored as the report card scores it. Nothing changes for the schools.`}
      </p>
      {cycles.length === 0 ? (
        <p className="empty">{t`There is no cycle yet.`}</p>
      ) : (
        <div className="impact-controls">
          <SelectField
            name="cycle"
            label={t`Cycle`}
            value={String(data.cycleId ?? '')}
            onChange={(v) => onCycle(Number(v))}
            options={cycles.map((c) => ({ value: String(c.id), label: t`${c.name} (${c.catalogueVersion}): ${formatNumber(c.approved, lang)} approved forms` }))}
          />
          {!report && button(t`Work out the impact`)}
        </div>
      )}
      <ActionMessage message={message} testId="impact-message" />
      {!isDraft && <Alert kind="info">{t`This version is published: its impact can be read, not worked out again.`}</Alert>}
      {chosen && chosen.approved === 0 && !report && <p className="empty">{t`This cycle has no approved forms, so there is nothing to compare.`}</p>}
      {report && <ReportState report={report} again={button(t`Work it out again`)} lang={lang} />}
    </section>
  );
}

function ReportState({ report, again, lang }: { report: ImpactReport; again: ReactNode; lang: 'en' | 'hi' }) {
  const { t } = useLingui();
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN') : '');
  const outOfDate = report.outOfDate && (
    <Alert kind="warning">
      <span data-testid="impact-out-of-date">{t`The draft was changed after this report was worked out, so its figures may no longer hold.`}</span> {again}
    </Alert>
  );
  if (report.status === 'queued' || report.status === 'running') {
    const label = report.total > 0 ? t`${formatNumber(report.done, lang)} of ${formatNumber(report.total, lang)} forms scored` : t`Waiting to start…`;
    return (
      <div className="impact-progress" data-testid="impact-progress" aria-live="polite">
        <p>{label}</p>
        <ProgressBar value={report.total > 0 ? report.done : undefined} max={report.total > 0 ? report.total : undefined} label={t`Working out the impact`} />
        <p className="muted small">{t`Asked for by ${report.requestedBy ?? '–'} at ${when(report.requestedAt)}. It goes on on the server if you leave this page.`}</p>
      </div>
    );
  }
  if (report.status === 'failed') {
    return (
      <div data-testid="impact-failed">
        <Alert kind="error">{t`The impact could not be worked out: ${report.error ?? ''}`}</Alert>
        {again}
      </div>
    );
  }
  const result = report.result;
  return (
    <div data-testid="impact-done">
      {outOfDate}
      <p className="muted small">{t`Worked out at ${when(report.finishedAt)} for ${report.requestedBy ?? '–'}.`}</p>
      {!result || result.forms === 0 ? (
        <p className="empty" data-testid="impact-empty">
          {t`This cycle has no approved forms, so there is nothing to compare.`}
        </p>
      ) : (
        <ImpactFigures result={result} lang={lang} />
      )}
    </div>
  );
}
