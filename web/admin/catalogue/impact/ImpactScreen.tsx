import { Link, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ImpactPanel } from './ImpactPanel';
import '../../admin.css';

/** /catalogue/{version}/impact?cycle=: a draft's impact on a cycle's approved forms; the cycle is kept in the address. */
export default function ImpactScreen() {
  const { t } = useLingui();
  const version = useParams().version ?? '';
  const [params, setParams] = useSearchParams();
  const cycle = Number(params.get('cycle'));
  return (
    <div className="page admin-page catalogue-editor">
      <p>
        <Link to={`/catalogue/${encodeURIComponent(version)}`}>{t`Back to draft ${version}`}</Link> · <Link to="/catalogue">{t`Question catalogue`}</Link>
      </p>
      <h1 className="page-title" id="impact-page-title">{t`Impact of ${version} on schools`}</h1>
      <ImpactPanel titleId="impact-page-title" version={version} cycleId={Number.isInteger(cycle) && cycle > 0 ? cycle : null} onCycle={(id) => setParams({ cycle: String(id) }, { replace: true })} />
    </div>
  );
}
