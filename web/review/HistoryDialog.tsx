import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../api/client';
import { apiCall } from '../api/call';
import { formKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { STATUS_LABELS } from '../app/statusLabels';
import { Dialog } from '../components/Dialog';
import { Alert } from '../components/Alert';
import { Empty, Loading } from '../components/Loading';

/** The status history of a form: who moved it, from which status to which, and when. */
export function HistoryDialog({ accrid, schoolName, onClose }: { accrid: number | string; schoolName: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const history = useQuery({
    queryKey: formKeys.history(accrid, lang),
    queryFn: () => apiCall('get', '/v1/form/{accrid}/status/history', { path: { accrid } }),
  });
  const label = (code: number | null, given?: string) => {
    if (given) return given;
    if (code == null) return '—';
    const d = STATUS_LABELS[code];
    return d ? i18n._(d) : String(code);
  };
  const date = (s: string) => {
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? s : d.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN');
  };

  return (
    <Dialog open wide title={t`Status history`} onClose={onClose} actions={<button type="button" className="btn" onClick={onClose}>{t`Close`}</button>}>
      <p>
        <strong>{schoolName}</strong>
      </p>
      {history.isPending ? (
        <Loading />
      ) : history.error ? (
        <Alert kind="error">{errorText(history.error)}</Alert>
      ) : !history.data || history.data.length === 0 ? (
        <Empty />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t`User`}</th>
                <th scope="col">{t`From status`}</th>
                <th scope="col">{t`New status`}</th>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Comment`}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((h, i) => (
                <tr key={i}>
                  <td>{h.user}</td>
                  <td>{label(h.fromStatus, h.fromStatusLabel)}</td>
                  <td>
                    {h.event === 'schoolinfo.update'
                      ? t`School information changed`
                      : h.event === 'catalogue.migrate'
                        ? t`Moved to another version of the question catalogue`
                        : label(h.newStatus, h.newStatusLabel)}
                  </td>
                  <td>{date(h.date)}</td>
                  <td>
                    {h.reason && (
                      <div>
                        <strong>{t`Reason`}:</strong> {h.reason}
                      </div>
                    )}
                    {h.comment ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
