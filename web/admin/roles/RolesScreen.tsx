import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { referenceKeys } from '../../app/queryKeys';
import { useLang } from '../../app/LangContext';
import { pick } from '../../i18n';
import { ListState } from '../components/DataTable';
import { Notice, useNotice } from '../components/Notice';
import type { Role } from '../types';
import { RoleDialog } from './RoleDialog';
import { RolePrivileges } from './RolePrivileges';
import { scopeLevelLabel } from './scopeLevels';
import '../admin.css';

/** /dashboard/roles and /user/RoleManagement (privilege 36): roles, a new role, editing one, and a switch per privilege (?role=<id>). */
export default function RolesScreen() {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const roles = useQuery({ queryKey: ['roles', 'list'], queryFn: () => apiCall('post', '/v1/roles/list', { body: { pageSize: 100 } }) });
  const queryClient = useQueryClient();
  // A switch changes the role's count of privileges; a saved role also changes the user form's role list.
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['roles', 'list'] });
  const { notice, success, clear } = useNotice();
  // The role being edited, 'new' for a new one; `opened` counts the openings, so each starts from fresh fields.
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [opened, setOpened] = useState(0);
  const openDialog = (target: Role | 'new') => {
    clear();
    setOpened((n) => n + 1);
    setEditing(target);
  };
  const items = roles.data?.items ?? [];
  const chosenId = Number(params.get('role')) || items[0]?.roleId || null;
  const chosen = items.find((r) => r.roleId === chosenId) ?? null;
  const nameOf = (r: Role) => pick({ en: r.name, hi: r.nameHi }, lang);
  // A Hindi description may not be written yet: the English one stands in.
  const descriptionOf = (r: Role) => (lang === 'hi' && r.descriptionHi ? r.descriptionHi : r.description);

  return (
    <div className="page admin-page">
      <div className="page-head">
        <h1 className="page-title">{t`Role management`}</h1>
        <button type="button" className="btn btn-primary" onClick={() => openDialog('new')}>
          {t`New role`}
        </button>
      </div>
      <Notice notice={notice} onClose={clear} />
      <ListState loading={roles.isPending} error={roles.error ? errorText(roles.error) : null} empty={items.length === 0}>
        <div className="roles-layout">
          <nav className="card" aria-label={t`Roles`}>
            <h2 className="card-title">{t`Roles`}</h2>
            <ul className="role-list" data-testid="role-list">
              {items.map((r) => (
                <li key={r.roleId} className="role-item">
                  <Link to={`${pathname}?role=${r.roleId}`} aria-current={r.roleId === chosenId ? 'true' : undefined}>
                    <strong>{nameOf(r)}</strong>
                    {descriptionOf(r) && descriptionOf(r) !== r.name && <span className="muted">{descriptionOf(r)}</span>}
                    <span className="muted" data-testid="role-scope">{t`Scope: ${i18n._(scopeLevelLabel(r.scopeLevel))}`}</span>
                    <span className="muted">
                      {t`Privileges: ${r.privilegeCount}`} · {t`Users: ${r.userCount}`}
                    </span>
                  </Link>
                  <button type="button" className="btn btn-sm" onClick={() => openDialog(r)} aria-label={t`Edit ${nameOf(r)}`} data-testid={`edit-role-${r.roleId}`}>
                    {t`Edit`}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {chosen && <RolePrivileges key={chosen.roleId} roleId={chosen.roleId} roleName={nameOf(chosen)} onChanged={reload} focusOnShow={params.has('role')} />}
        </div>
      </ListState>
      <RoleDialog
        key={opened}
        open={editing !== null}
        role={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onLoadTheirs={() => {
          setEditing(null);
          reload();
        }}
        onSaved={(role, message) => {
          setEditing(null);
          success(message);
          reload();
          void queryClient.invalidateQueries({ queryKey: referenceKeys.roles });
          setParams({ role: String(role.roleId) });
        }}
      />
    </div>
  );
}
