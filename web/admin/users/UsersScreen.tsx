import { Link, useLocation, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { editorQuery } from '../../app/queryClient';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { apiAction } from '../adminApi';
import { updateToken } from '../../auth/session';
import { Notice, useNotice } from '../components/Notice';
import { useDistricts, useRoleRefs } from '../components/reference';
import type { User } from '../types';
import { AccountRequests } from './AccountRequests';
import { UserForm, userBody, type UserValues } from './UserForm';
import { UserHistory } from './UserHistory';
import { UserList } from './UserList';
import { useRecordSave } from '../forms/useRecordSave';
import '../admin.css';

/**
 * /dashboard/users and /user/userManagement (privilege 35): the user list,
 * create and edit (?user=new or ?user=<id>), set inactive, and the account
 * requests from sign-up (?tab=requests).
 */
export default function UsersScreen() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const editing = params.get('user');
  const tab = params.get('tab') === 'requests' ? 'requests' : 'users';
  const roles = useRoleRefs();
  const districts = useDistricts();
  const { notice, success, error, clear } = useNotice();
  const userId = editing && editing !== 'new' ? Number(editing) : null;
  // The form copies the user it edits into its fields: loaded afresh on each opening, never refetched under them.
  const existing = useQuery({
    queryKey: ['user-edit', userId],
    queryFn: () => apiCall('get', '/v1/user/{userid}', { path: { userid: userId ?? '' } }),
    enabled: userId !== null,
    ...editorQuery,
  });
  const queryClient = useQueryClient();

  const closeForm = () => {
    record.reset();
    setParams({}, { replace: false });
  };

  /** Saves the form; an edit carries the user's updatedAt as read, or the revision a conflict named to save over it. */
  const record = useRecordSave<UserValues>({
    fallback: userId ? t`Error While updating data!!` : t`Error While saving data!!`,
    send: async (v, base = existing.data?.updatedAt) => {
      clear();
      const level = roles.data?.find((r) => String(r.id) === v.roleId)?.scopeLevel;
      // Left on apiAction<T>: the OpenAPI document does not type the fresh jwtToken POST /v1/user/set answers a user setting their own password.
      const { value, message } = userId
        ? await apiAction<User & { jwtToken?: string }>('POST', '/v1/user/set', { ...userBody(v, level, userId), base })
        : await apiAction<User & { jwtToken?: string }>('POST', '/v1/user/create', userBody(v, level));
      // Setting one's own password ended every session, this one included: carry on with the fresh token.
      if (value && typeof value.jwtToken === 'string') updateToken(value.jwtToken);
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      success(message || (userId ? t`Data updated successfully` : t`Data saved successfully`));
      closeForm();
    },
  });

  const formOpen = editing !== null;
  // The form starts from the user it edits: wait for that one, never show a stale one.
  const userReady = userId ? existing.data?.userId === userId : true;
  return (
    <div className="page admin-page">
      <div className="page-head">
        <h1 className="page-title">{formOpen ? (userId ? t`Edit user` : t`New user`) : t`User management`}</h1>
        {!formOpen && tab === 'users' && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              clear();
              setParams({ user: 'new' });
            }}
          >
            {t`New user`}
          </button>
        )}
      </div>
      <Notice notice={notice} onClose={clear} />
      {formOpen ? (
        roles.error || existing.error ? (
          <Alert kind="error">{roles.error ?? errorText(existing.error)}</Alert>
        ) : (roles.loading && !roles.data) || !userReady ? (
          <Loading />
        ) : (
          <>
            {record.conflictNotice(() => existing.refetch())}
            <UserForm
              // Loading theirs starts the form again from the user as they are now.
              key={`${editing}-${existing.dataUpdatedAt}`}
              user={userId ? (existing.data ?? null) : null}
              roles={roles.data ?? []}
              districts={districts.data ?? []}
              busy={record.saving}
              locked={record.locked}
              saves={record.saves}
              serverErrors={record.serverErrors}
              failure={record.failure}
              onSave={(v) => void record.submit(v)}
              onCancel={closeForm}
            />
            {userId && <UserHistory userId={userId} roles={roles.data ?? []} />}
          </>
        )
      ) : (
        <>
          <nav className="tabs" aria-label={t`User management`}>
            <Link to={pathname} aria-current={tab === 'users' ? 'page' : undefined}>{t`Users`}</Link>
            <Link to={`${pathname}?tab=requests`} aria-current={tab === 'requests' ? 'page' : undefined}>{t`Account requests`}</Link>
          </nav>
          {tab === 'users' ? (
            <UserList
              roles={roles.data ?? []}
              onEdit={(u) => {
                clear();
                setParams({ user: String(u.userId) });
              }}
              onMessage={(kind, text) => (kind === 'success' ? success(text) : error(text))}
            />
          ) : (
            <AccountRequests onMessage={(kind, text) => (kind === 'success' ? success(text) : error(text))} />
          )}
        </>
      )}
    </div>
  );
}
