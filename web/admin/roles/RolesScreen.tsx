import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { api } from '../../api/client';
import { useAsync } from '../../app/useAsync';
import { useLang } from '../../app/LangContext';
import { pick } from '../../i18n';
import { ListState } from '../components/DataTable';
import { Notice, useNotice } from '../components/Notice';
import type { Paged, Role } from '../types';
import { CreateRoleDialog } from './CreateRoleDialog';
import { RolePrivileges } from './RolePrivileges';
import '../admin.css';

/** /dashboard/roles and /user/RoleManagement (privilege 36): roles, a new role, and a switch per privilege (?role=<id>). */
export default function RolesScreen() {
  const { t } = useLingui();
  const { lang } = useLang();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const roles = useAsync(() => api<Paged<Role>>('POST', '/v1/roles/list', { pageSize: 100 }), []);
  const [creating, setCreating] = useState(false);
  const { notice, success, clear } = useNotice();
  const items = roles.data?.items ?? [];
  const chosenId = Number(params.get('role')) || items[0]?.roleId || null;
  const chosen = items.find((r) => r.roleId === chosenId) ?? null;
  const nameOf = (r: Role) => pick({ en: r.name, hi: r.nameHi }, lang);

  return (
    <div className="page admin-page">
      <div className="page-head">
        <h1 className="page-title">{t`Role management`}</h1>
        <button type="button" className="btn btn-primary" onClick={() => { clear(); setCreating(true); }}>
          {t`New role`}
        </button>
      </div>
      <Notice notice={notice} onClose={clear} />
      <ListState loading={roles.loading && !roles.data} error={roles.error} empty={items.length === 0}>
        <div className="roles-layout">
          <nav className="card" aria-label={t`Roles`}>
            <h2 className="card-title">{t`Roles`}</h2>
            <ul className="role-list" data-testid="role-list">
              {items.map((r) => (
                <li key={r.roleId}>
                  <Link to={`${pathname}?role=${r.roleId}`} aria-current={r.roleId === chosenId ? 'true' : undefined}>
                    <strong>{nameOf(r)}</strong>
                    {r.description && r.description !== r.name && <span className="muted">{r.description}</span>}
                    <span className="muted">{t`Privileges: ${r.privilegeCount}`} · {t`Users: ${r.userCount}`}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {chosen && <RolePrivileges key={chosen.roleId} roleId={chosen.roleId} roleName={nameOf(chosen)} onChanged={roles.reload} focusOnShow={params.has('role')} />}
        </div>
      </ListState>
      <CreateRoleDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(role, message) => {
          setCreating(false);
          success(message);
          roles.reload();
          setParams({ role: String(role.roleId) });
        }}
      />
    </div>
  );
}
