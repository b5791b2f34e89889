import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PaginationState } from '@tanstack/react-table';
import { api, errorText } from '../../api/client';
import { useAsync } from '../../app/useAsync';
import { useLang } from '../../app/LangContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { apiAction } from '../adminApi';
import { DataTable, ListState, type AdminColumn } from '../components/DataTable';
import type { AccountRequest, Paged } from '../types';
import '../admin.css';

const PAGE_SIZE = 20;

type Decision = { request: AccountRequest; approve: boolean } | null;

/** Pending account requests from sign-up: approve (creates the school head's account) or reject. */
export function AccountRequests({ onMessage }: { onMessage: (kind: 'success' | 'error', text: string) => void }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const [decision, setDecision] = useState<Decision>(null);
  const [busy, setBusy] = useState(false);
  const list = useAsync(
    () => api<Paged<AccountRequest>>('POST', '/v1/user/requests/list', { status: 'PENDING', page: pagination.pageIndex + 1, pageSize: pagination.pageSize }),
    [pagination.pageIndex, pagination.pageSize],
  );
  const reload = list.reload;

  const decide = async () => {
    if (!decision) return;
    setBusy(true);
    try {
      const { message } = await apiAction('POST', `/v1/user/requests/${decision.request.requestId}/${decision.approve ? 'approve' : 'reject'}`);
      onMessage('success', message || (decision.approve ? t`Account request approved` : t`Account request rejected`));
      reload();
    } catch (err) {
      onMessage('error', errorText(err));
    } finally {
      setBusy(false);
      setDecision(null);
    }
  };

  const columns = useMemo<AdminColumn<AccountRequest>[]>(
    () => [
      {
        id: 'name',
        header: () => t`Name`,
        cell: ({ row }) => (
          <div>
            <div className="cell-strong">{`${row.original.firstName} ${row.original.lastName ?? ''}`.trim()}</div>
            <div className="muted small">{row.original.loginId}</div>
          </div>
        ),
      },
      {
        id: 'school',
        header: () => t`School`,
        cell: ({ row }) => (
          <div>
            <div>{row.original.schoolName}</div>
            <div className="muted small">{t`UDISE`} {row.original.udise}</div>
          </div>
        ),
      },
      {
        id: 'contact',
        header: () => t`Contact`,
        cell: ({ row }) => <div className="small">{[row.original.mobile, row.original.email].filter(Boolean).join(' · ')}</div>,
      },
      {
        id: 'date',
        header: () => t`Requested on`,
        cell: ({ row }) => new Date(row.original.createdAt).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN'),
      },
      {
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" className="btn btn-sm btn-primary" onClick={() => setDecision({ request: row.original, approve: true })} aria-label={t`Approve the request of ${row.original.loginId}`}>
              {t`Approve`}
            </button>
            <button type="button" className="btn btn-sm btn-danger-outline" onClick={() => setDecision({ request: row.original, approve: false })} aria-label={t`Reject the request of ${row.original.loginId}`}>
              {t`Reject`}
            </button>
          </div>
        ),
      },
    ],
    // t changes with the language
    [lang],
  );

  const items = list.data?.items ?? [];
  const labels = { school: t`School`, contact: t`Contact`, date: t`Requested on`, actions: '' };
  const who = decision ? decision.request.loginId : '';
  const school = decision ? decision.request.schoolName : '';

  return (
    <>
      <p className="muted">{t`School heads who signed up wait here until their request is approved or rejected.`}</p>
      <ListState loading={list.loading && !list.data} error={list.error} empty={items.length === 0}>
        <DataTable
          caption={t`Account requests`}
          columns={columns}
          data={items}
          labels={labels}
          rowKey={(r) => String(r.requestId)}
          paging={{ pagination, onPaginationChange: setPagination, total: list.data?.total ?? 0 }}
          testId="request-table"
        />
      </ListState>
      <ConfirmDialog
        open={!!decision}
        title={decision?.approve ? t`Approve` : t`Reject`}
        confirmLabel={decision?.approve ? t`Approve` : t`Reject`}
        busy={busy}
        onCancel={() => setDecision(null)}
        onConfirm={() => void decide()}
      >
        <p>
          {decision?.approve
            ? t`A school head account ${who} will be created for ${school}, and they can sign in with the password they chose.`
            : t`The request of ${who} for ${school} will be rejected; no account is created.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
