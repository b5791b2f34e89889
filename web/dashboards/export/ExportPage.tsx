import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../app/useSession';
import { canExport } from './canExport';
import { ExportPanel } from './ExportPanel';
import '../dashboards.css';
import './export.css';

/**
 * /dashboard/export: where DQA, SQA and the department take a cycle's forms into a spreadsheet or
 * an analysis tool. Only review privileges open it (the server checks again and scopes the rows).
 */
export default function ExportPage() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <div className="page dash-page">
      <h1 className="page-title">{t`Export data`}</h1>
      {canExport(session) ? (
        <ExportPanel />
      ) : (
        <div data-testid="not-allowed">
          <p>{t`Your role does not give access to it. If your work needs it, ask your administrator.`}</p>
        </div>
      )}
    </div>
  );
}
