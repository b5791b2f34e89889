import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { useLang } from '../../app/LangContext';
import { DataTable, ListState, type AdminColumn } from '../components/DataTable';
import { personColumn } from './personColumn';
import type { AccountRequest } from '../types';
import { useKeysetPages } from '../components/useKeysetPages';
import { DecideRequestDialog, type Decision } from './DecideRequestDialog';
import '../admin.css';

const PAGE_SIZE = 20;

/** Pending account requests from sign-up: approve (creates the school head's account) or reject. */
export function AccountRequests({ onMessage }: { onMessage: (kind: 'success' | 'error', text: string) => void }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const [decision, setDecision] = useState<Decision>(null);
  const queryClient = useQueryClient();
  // The page is in the address; Next and Previous send the cursors of the page shown.
  const pages = useKeysetPages('PENDING', PAGE_SIZE);
  const list = useQuery({
    queryKey: ['account-requests', pages.request],
    queryFn: () => pages.load((paging) => apiCall('post', '/v1/user/requests/list', { body: { status: 'PENDING', ...paging, pageSize: PAGE_SIZE } })),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
  // A decision takes the request off the list; an approval adds a user.
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['account-requests'] });
    void queryClient.invalidateQueries({ queryKey: ['users'] });
  };

  const columns = useMemo<AdminColumn<AccountRequest>[]>(
    () => [
      personColumn(() => t`Name`),
      {
        id: 'school',
        header: () => t`School`,
        cell: ({ row }) => (
          <div>
            <div>{row.original.schoolName}</div>
            <div className="muted small">
              {t`UDISE`} {row.original.udise}
            </div>
            {/* Warned before approving: the school would get a second head. */}
            {(row.original.activeHeads?.length ?? 0) > 0 && (
              <span className="status-chip warning">{t`Has an active head: ${row.original.activeHeads!.map((h) => h.loginId).join(', ')}`}</span>
            )}
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
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => setDecision({ request: row.original, approve: true })}
              aria-label={t`Approve the request of ${row.original.loginId}`}
            >
              {t`Approve`}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger-outline"
              onClick={() => setDecision({ request: row.original, approve: false })}
              aria-label={t`Reject the request of ${row.original.loginId}`}
            >
              {t`Reject`}
            </button>
          </div>
        ),
      },
    ],
    [t, lang],
  );

  const items = list.data?.items ?? [];
  const labels = { school: t`School`, contact: t`Contact`, date: t`Requested on`, actions: '' };

  return (
    <>
      <p className="muted">{t`School heads who signed up wait here until their request is approved or rejected.`}</p>
      <ListState loading={list.isPending} error={list.error ? errorText(list.error) : null} empty={items.length === 0}>
        <DataTable
          caption={t`Account requests`}
          columns={columns}
          data={items}
          labels={labels}
          rowKey={(r) => String(r.requestId)}
          paging={pages.paging(list.data)}
          testId="request-table"
        />
      </ListState>
      <DecideRequestDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={(kind, text) => {
          onMessage(kind, text);
          reload();
        }}
      />
    </>
  );
}
