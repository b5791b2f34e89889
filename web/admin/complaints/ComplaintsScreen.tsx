import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { useLang } from '../../app/LangContext';
import { Dialog } from '../../components/Dialog';
import { TimeAgo } from '../../components/TimeAgo';
import { DataTable, ListState, type AdminColumn } from '../components/DataTable';
import { SelectField } from '../components/Field';
import { Notice, useNotice } from '../components/Notice';
import type { Complaint } from '../types';
import { useKeysetPages } from '../components/useKeysetPages';
import { COMPLAINT_STATUS_LABELS, RESOLUTION_DAYS } from './complaintStatus';
import { ComplaintView } from './ComplaintView';
import { RaiseComplaintDialog } from './RaiseComplaintDialog';
import '../admin.css';

const PAGE_SIZE = 20;

/** A positive id from the address, or undefined. */
const idParam = (raw: string | null) => (raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/**
 * /complaintmanagement/complaintlist: grievance redressal (privilege 23).
 * The address may narrow it as a dashboard complaint chart cell does:
 * `district`, `block` and `status` (the status is then the filter's first value).
 */
export default function ComplaintsScreen() {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const districtId = idParam(params.get('district'));
  const blockId = idParam(params.get('block'));
  const fromAddress = params.get('status');
  const [status, setStatus] = useState(fromAddress !== null && fromAddress in COMPLAINT_STATUS_LABELS ? fromAddress : '');
  const [overdue, setOverdue] = useState('');
  const [raising, setRaising] = useState(false);
  const [viewing, setViewing] = useState<Complaint | null>(null);
  const { notice, success, error, clear } = useNotice();

  const filters = {
    status: status || undefined,
    districtId,
    blockId,
    overdue: overdue === '' ? undefined : overdue === 'yes',
  };
  // The page is in the address; Next and Previous send the cursors of the page shown.
  const pages = useKeysetPages(JSON.stringify(filters), PAGE_SIZE);
  const list = useQuery({
    queryKey: ['complaints', 'list', filters, pages.request, lang],
    queryFn: () => pages.load((paging) => apiCall('post', '/v1/complaint/list', { body: { ...filters, ...paging, pageSize: PAGE_SIZE } })),
    // The rows shown stay until the next page or filter arrives.
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['complaints', 'list'] });
  const items = list.data?.items ?? [];
  // The open complaint follows the list after a change (new status, next statuses).
  const current = viewing ? (items.find((c) => c.complaintid === viewing.complaintid) ?? viewing) : null;

  const columns = useMemo<AdminColumn<Complaint>[]>(
    () => [
      {
        id: 'subject',
        header: () => t`Complaint`,
        cell: ({ row }) => {
          const c = row.original;
          return (
            <div>
              <div className="cell-strong">{c.subject}</div>
              <div className="muted small">{c.reportCode}</div>
              {c.overdue && <span className="badge-overdue">{t`Overdue: over ${RESOLUTION_DAYS} days`}</span>}
            </div>
          );
        },
      },
      {
        id: 'school',
        header: () => t`School`,
        cell: ({ row }) => (
          <div>
            <div>{row.original.schoolName ?? '—'}</div>
            {row.original.districtName && <div className="muted small">{row.original.districtName}</div>}
          </div>
        ),
      },
      {
        id: 'status',
        header: () => t`Status`,
        cell: ({ row }) => <span className={`status-chip complaint-${row.original.status.toLowerCase()}`}>{row.original.statusLabel}</span>,
      },
      {
        id: 'raised',
        header: () => t`Raised`,
        cell: ({ row }) => {
          const c = row.original;
          return (
            <div>
              <div>{c.raisedBy}</div>
              <div className="age">
                {new Date(c.createdAt).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN')} · <TimeAgo iso={c.createdAt} />
              </div>
            </div>
          );
        },
      },
      {
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setViewing(row.original)} aria-label={t`View complaint ${row.original.reportCode}`}>
            {t`View`}
          </button>
        ),
      },
    ],
    [t, lang],
  );

  const labels = { school: t`School`, status: t`Status`, raised: t`Raised`, actions: '' };
  const resetPage = pages.restart;

  return (
    <div className="page admin-page">
      <div className="page-head">
        <h1 className="page-title">{t`Complaints`}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setRaising(true)}>
          {t`Raise a complaint`}
        </button>
      </div>
      <p className="muted">{t`A complaint is to be resolved within ${RESOLUTION_DAYS} days of being raised; complaints past that are marked overdue.`}</p>
      <div className="filters" role="search" aria-label={t`Filter complaints`}>
        <SelectField
          name="status"
          label={t`Status`}
          value={status}
          onChange={(v) => {
            setStatus(v);
            resetPage();
          }}
          placeholder={t`All statuses`}
          options={Object.entries(COMPLAINT_STATUS_LABELS).map(([code, d]) => ({ value: code, label: i18n._(d) }))}
        />
        <SelectField
          name="overdue"
          label={t`Overdue`}
          value={overdue}
          onChange={(v) => {
            setOverdue(v);
            resetPage();
          }}
          placeholder={t`All complaints`}
          options={[
            { value: 'yes', label: t`Overdue only` },
            { value: 'no', label: t`Not overdue` },
          ]}
        />
      </div>
      {(districtId !== undefined || blockId !== undefined) && (
        <p className="muted" data-testid="complaint-place-filter">
          {blockId !== undefined ? t`Showing the complaints of one block, as chosen on the dashboard.` : t`Showing the complaints of one district, as chosen on the dashboard.`}{' '}
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              setParams(new URLSearchParams(), { replace: true });
              resetPage();
            }}
          >
            {t`Show all complaints`}
          </button>
        </p>
      )}
      <Notice notice={notice} onClose={clear} />
      <ListState loading={list.isPending} error={list.error ? errorText(list.error) : null} empty={items.length === 0}>
        <DataTable
          caption={t`Complaints`}
          columns={columns}
          data={items}
          labels={labels}
          rowKey={(c) => String(c.complaintid)}
          rowClassName={(c) => (c.overdue ? 'row-overdue' : '')}
          paging={pages.paging(list.data)}
          testId="complaint-table"
        />
      </ListState>
      <RaiseComplaintDialog
        open={raising}
        onClose={() => setRaising(false)}
        onRaised={(message, warning) => {
          setRaising(false);
          if (warning) error(`${message}. ${warning}`);
          else success(message);
          setStatus('');
          setOverdue('');
          resetPage();
          void reload();
        }}
      />
      <Dialog
        open={!!current}
        title={current ? `${current.reportCode}: ${current.subject}` : ''}
        onClose={() => setViewing(null)}
        wide
        actions={<button type="button" className="btn" onClick={() => setViewing(null)}>{t`Close`}</button>}
      >
        {current && <ComplaintView key={current.complaintid} complaint={current} onChanged={reload} />}
      </Dialog>
    </div>
  );
}
