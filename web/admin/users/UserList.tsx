import { useMemo, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall, apiActionCall } from '../../api/call';
import { useLang } from '../../app/LangContext';
import { useSession } from '../../app/useSession';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { pick } from '../../i18n';
import { DataTable, ListState, type AdminColumn } from '../components/DataTable';
import { personColumn } from './personColumn';
import { SelectField, TextField } from '../components/Field';
import type { RoleRef, User } from '../types';
import { useKeysetPages } from '../components/useKeysetPages';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UnlockDialog } from './UnlockDialog';
import '../admin.css';

const PAGE_SIZE = 20;

type Props = {
  roles: RoleRef[];
  onEdit: (user: User) => void;
  onMessage: (kind: 'success' | 'error', text: string) => void;
};

/** The users the caller may manage: paged, searched, filtered by role and active; edit, reset the password, unlock the sign-in, set inactive. */
export function UserList({ roles, onEdit, onMessage }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const session = useSession();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState('');
  const [active, setActive] = useState('');
  const [toInactivate, setToInactivate] = useState<User | null>(null);
  const [toReset, setToReset] = useState<User | null>(null);
  const [toUnlock, setToUnlock] = useState<User | null>(null);

  const filters = {
    search: search || undefined,
    roleId: roleId ? Number(roleId) : undefined,
    active: active === '' ? undefined : active === 'yes',
  };
  // The page is in the address; Next and Previous send the cursors of the page shown.
  const pages = useKeysetPages(JSON.stringify(filters), PAGE_SIZE);
  const list = useQuery({
    queryKey: ['users', 'list', filters, pages.request, lang],
    queryFn: () => pages.load((paging) => apiCall('post', '/v1/user/list', { body: { ...filters, ...paging, pageSize: PAGE_SIZE } })),
    // The rows shown stay until the next page or search arrives.
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['users'] });
  const resetPage = pages.restart;

  const inactivation = useMutation({
    mutationFn: (user: User) => apiActionCall('post', '/v1/user/{id}/inactive', { path: { id: user.userId } }),
    onSuccess: ({ message }) => {
      onMessage('success', message || t`User set inactive`);
      reload();
    },
    onError: (err) => onMessage('error', errorText(err)),
    onSettled: () => setToInactivate(null),
  });
  const busy = inactivation.isPending;
  const inactivate = () => {
    if (toInactivate) inactivation.mutate(toInactivate);
  };

  // A reset or an unlock changes the row (its chips and buttons): say how it went and reload.
  const afterAction = (kind: 'success' | 'error', text: string) => {
    onMessage(kind, text);
    reload();
  };

  const me = session?.logInUser.userId;
  const columns = useMemo<AdminColumn<User>[]>(
    () => [
      personColumn(() => t`Name`),
      {
        id: 'role',
        header: () => t`Role`,
        cell: ({ row }) => (
          <div>
            <div>{row.original.roleName}</div>
            {/* The place the role's level needs: a school, a block (with its district), or a district. */}
            <div className="muted small">{row.original.schoolName ?? [row.original.blockName, row.original.districtName].filter(Boolean).join(', ')}</div>
          </div>
        ),
      },
      {
        id: 'contact',
        header: () => t`Contact`,
        cell: ({ row }) => <div className="small">{[row.original.mobile, row.original.email].filter(Boolean).join(' · ') || '—'}</div>,
      },
      {
        id: 'active',
        header: () => t`Status`,
        cell: ({ row }) => (
          <>
            {row.original.active ? <span className="status-chip active">{t`Active`}</span> : <span className="status-chip inactive">{t`Inactive`}</span>}
            {row.original.signInLock && <span className="status-chip locked">{t`Sign-in locked`}</span>}
            {row.original.mustChangePassword && <span className="status-chip warning">{t`Must change password`}</span>}
          </>
        ),
      },
      {
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const u = row.original;
          const name = `${u.firstName} ${u.lastName ?? ''}`.trim();
          return (
            <div className="row-actions">
              <button type="button" className="btn btn-sm" onClick={() => onEdit(u)} aria-label={t`Edit ${name}`}>
                {t`Edit`}
              </button>
              {u.userId !== me && (
                <button type="button" className="btn btn-sm" onClick={() => setToReset(u)} aria-label={t`Reset the password of ${name}`}>
                  {t`Reset password`}
                </button>
              )}
              {u.signInLock && (
                <button type="button" className="btn btn-sm" onClick={() => setToUnlock(u)} aria-label={t`Unlock the sign-in of ${name}`}>
                  {t`Unlock`}
                </button>
              )}
              {u.active && u.userId !== me && (
                <button type="button" className="btn btn-sm btn-danger-outline" onClick={() => setToInactivate(u)} aria-label={t`Set ${name} inactive`}>
                  {t`Set inactive`}
                </button>
              )}
            </div>
          );
        },
      },
    ],
    // onEdit is the screen's
    [t, me, onEdit],
  );

  const applySearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(searchText.trim());
    resetPage();
  };

  const items = list.data?.items ?? [];
  const labels = { role: t`Role`, contact: t`Contact`, active: t`Status`, actions: '' };
  const inactivateName = toInactivate ? `${toInactivate.firstName} ${toInactivate.lastName ?? ''}`.trim() : '';

  return (
    <>
      <form className="filters" role="search" aria-label={t`Find users`} onSubmit={applySearch} noValidate>
        <TextField name="search" type="search" label={t`Name or login name`} value={searchText} onChange={setSearchText} />
        <SelectField
          name="role"
          label={t`Role`}
          value={roleId}
          onChange={(v) => {
            setRoleId(v);
            resetPage();
          }}
          placeholder={t`All roles`}
          options={roles.map((r) => ({ value: String(r.id), label: pick(r.name, lang) }))}
        />
        <SelectField
          name="active"
          label={t`Status`}
          value={active}
          onChange={(v) => {
            setActive(v);
            resetPage();
          }}
          placeholder={t`Active and inactive`}
          options={[
            { value: 'yes', label: t`Active` },
            { value: 'no', label: t`Inactive` },
          ]}
        />
        <div className="filter-actions">
          <button type="submit" className="btn btn-primary">{t`Search`}</button>
        </div>
      </form>
      <ListState loading={list.isPending} error={list.error ? errorText(list.error) : null} empty={items.length === 0}>
        <DataTable caption={t`Users`} columns={columns} data={items} labels={labels} rowKey={(u) => String(u.userId)} paging={pages.paging(list.data)} testId="user-table" />
      </ListState>
      <ConfirmDialog open={!!toInactivate} title={t`Set inactive`} confirmLabel={t`Set inactive`} busy={busy} onCancel={() => setToInactivate(null)} onConfirm={inactivate}>
        <p>{t`${inactivateName} will no longer be able to sign in, and any session of theirs ends at once. You can make the account active again by editing it.`}</p>
      </ConfirmDialog>
      <ResetPasswordDialog user={toReset} onClose={() => setToReset(null)} onDone={afterAction} />
      <UnlockDialog user={toUnlock} onClose={() => setToUnlock(null)} onDone={afterAction} />
    </>
  );
}
