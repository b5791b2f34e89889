import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { apiBlob, ApiError, errorText } from '../api/client';
import { apiCall } from '../api/call';
import { saveBlob } from '../api/saveBlob';
import type { ReportScore } from '../api/types';
import { useQuery } from '@tanstack/react-query';
import { keepAcrossLanguages } from '../app/queryClient';
import { useLang } from '../app/LangContext';
import { useSession } from '../app/useSession';
import { formatNumber, pick, type Lang } from '../i18n';
import { Alert } from '../components/Alert';
import { Loading } from '../components/Loading';
import { Icon } from '../components/Icon';
import { ReportExplained } from './ReportExplained';
import { ChangeNoticeLink } from './ChangeNoticeLink';

// A report card always has its score; a domain the catalogue could not score shows a dash, not 0.
const fmt = (n: number | null, lang: Lang): string => (n === null ? '—' : formatNumber(n, lang, 1));

/** The server's PDF of the report card, in one language, saved as a file. */
function PdfButtons({ report }: { report: ReportScore }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<Lang | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (lang: Lang) => {
    setBusy(lang);
    setError(null);
    try {
      const blob = await apiBlob(`/v1/report/${encodeURIComponent(String(report.accrid))}/pdf?lang=${lang}`);
      saveBlob(blob, `report-card-${report.schoolCode ?? report.accrid}-${lang}.pdf`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="report-downloads no-print">
      <button type="button" className="btn" disabled={busy !== null} onClick={() => void download('en')} data-testid="pdf-en">
        <Icon name="download" /> {busy === 'en' ? t`Preparing the PDF…` : t`PDF in English`}
      </button>
      <button type="button" className="btn" disabled={busy !== null} onClick={() => void download('hi')} data-testid="pdf-hi">
        <Icon name="download" /> {busy === 'hi' ? t`Preparing the PDF…` : t`PDF in Hindi`}
      </button>
      {error && (
        <Alert kind="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </div>
  );
}

/** The report card of a form; without ?accrid a school head sees their own latest form. */
async function loadReport(accrid: string | null, isHead: boolean): Promise<ReportScore | null> {
  let id = accrid;
  if (!id && isHead) {
    const found = await apiCall('post', '/v1/form/search', { body: { page: 1, pageSize: 20 } });
    id = found.items[0] ? String(found.items[0].accrid) : null;
  }
  if (!id) return null;
  return apiCall('get', '/v1/report/{accrid}/score', { path: { accrid: id } });
}

/** /dashboard/ReportCard?accrid=: score, grade, domain scores, print. */
export default function ReportCard() {
  const { t } = useLingui();
  const { lang } = useLang();
  const session = useSession();
  const [params] = useSearchParams();
  const accrid = params.get('accrid');
  const isHead = session?.logInUser.role === 'SCHOOL_HEAD';
  const report = useQuery({
    queryKey: ['report', accrid, isHead, lang],
    queryFn: () => loadReport(accrid, isHead),
    placeholderData: keepAcrossLanguages(['report', accrid, isHead, lang]),
  });

  if (report.isPending)
    return (
      <div className="page">
        <Loading />
      </div>
    );
  if (report.error) {
    const notYet = report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 409);
    return (
      <div className="page">
        <h1 className="page-title">{t`Report card`}</h1>
        <Alert kind={notYet ? 'info' : 'error'}>
          {notYet ? t`The report card is not available yet. It is generated when the Department approves the form.` : errorText(report.error)}
        </Alert>
      </div>
    );
  }
  const r = report.data;
  if (!r) {
    return (
      <div className="page">
        <h1 className="page-title">{t`Report card`}</h1>
        <Alert kind="info">
          {t`Choose a form in the accreditation list to see its report card.`} {!isHead && <Link to="/dashboard/accreditation">{t`Accreditation`}</Link>}
        </Alert>
      </div>
    );
  }

  return (
    <div className="page report-card">
      <div className="page-head">
        <h1 className="page-title">{t`Report card`}</h1>
        <div className="page-actions no-print">
          <PdfButtons report={r} />
          <button type="button" className="btn" onClick={() => window.print()}>
            <Icon name="print" /> {t`Print`}
          </button>
        </div>
      </div>
      <section className="card report-summary" aria-label={t`Summary`}>
        <div>
          <h2 className="card-title">{r.schoolName}</h2>
          <dl className="report-facts">
            {r.udise && (
              <div>
                <dt>{t`UDISE code`}</dt>
                <dd data-testid="report-udise">{r.udise}</dd>
              </div>
            )}
            {r.district && (
              <div>
                <dt>{t`District`}</dt>
                <dd>{r.district}</dd>
              </div>
            )}
            {r.block && (
              <div>
                <dt>{t`Block`}</dt>
                <dd>{r.block}</dd>
              </div>
            )}
            <div>
              <dt>{t`Cycle`}</dt>
              <dd>{r.cycleName}</dd>
            </div>
          </dl>
          {r.reportCode && (
            <p className="muted">
              {t`Report code`}: <span data-testid="report-code">{r.reportCode}</span>
              {r.accreditedAt && <> · {new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'long' }).format(new Date(r.accreditedAt))}</>}
            </p>
          )}
          {r.catalogueVersion && (
            <p className="muted small">
              {t`Question catalogue version`}: {r.catalogueVersion} <ChangeNoticeLink version={r.catalogueVersion} shown={r.changeNotice} />
            </p>
          )}
        </div>
        <div className="score-box">
          <div className="score" data-testid="report-score">
            <span className="score-label">{t`Score`}</span>
            <span className="score-value">{fmt(r.score, lang)}</span>
          </div>
          <div className="grade" data-testid="report-grade">
            <span className="score-label">{t`Grade`}</span>
            <span className="grade-value">{r.grade}</span>
            <span className="grade-text">{pick(r.gradeLabel, lang)}</span>
          </div>
        </div>
      </section>
      <section className="card" aria-labelledby="domain-scores">
        <h2 id="domain-scores" className="card-title">{t`Domain scores`}</h2>
        <table className="table score-table">
          <thead>
            <tr>
              <th scope="col">{t`Domain`}</th>
              <th scope="col" className="num">{t`Weight`}</th>
              <th scope="col" className="num">{t`Score`}</th>
              <th scope="col" className="bar-col">
                <span className="sr-only">{t`Bar`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {r.domains.map((d) => (
              <tr key={d.domainId}>
                <td>
                  <span className="q-code">{d.domainId}</span> {pick(d.name, lang)}
                </td>
                <td className="num">{d.weight ?? 1}</td>
                <td className="num">{fmt(d.score, lang)}</td>
                <td className="bar-col">
                  <div className="score-bar" aria-hidden="true">
                    <div className="score-bar-fill" style={{ width: `${Math.max(0, Math.min(100, d.score ?? 0))}%` }} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ReportExplained report={r} fmt={(n) => fmt(n, lang)} />
      {r.approvedBy && (
        <p className="report-approved" data-testid="report-approved">
          {t`Approved by`}: <strong>{r.approvedBy.name}</strong>, {r.approvedBy.role}
        </p>
      )}
    </div>
  );
}
