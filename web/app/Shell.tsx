import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { apiCall } from '../api/call';
import { pick } from '../i18n';
import { endSession, hasPrivilege, homePath, PRIV } from '../auth/session';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Header } from '../components/Header';
import { Breadcrumb } from '../components/Breadcrumb';
import { useSession } from './useSession';
import { Icon } from '../components/Icon';
import { navSections, type NavGroup, type NavItem } from './nav';
import { useAdminNav } from './adminNav';
import { useDashboardsNav } from './dashboardsNav';
import { useTokenRefresh } from '../session/useTokenRefresh';
import { IdleGuard } from '../session/IdleGuard';

/** The compact (icons only) sidebar is a preference of this browser. */
const COMPACT_KEY = 'sidebarCompact';

function storedCompact(): boolean {
  try {
    return localStorage.getItem(COMPACT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The authenticated layout: top bar, side navigation filtered by privileges, breadcrumb and the page. */
export default function Shell() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The next page's code on its way (web/app/screens.tsx): the current page stays, with a bar that says so.
  const loadingNext = useNavigation().state === 'loading';
  const [menuOpen, setMenuOpen] = useState(false);
  const [compact, setCompact] = useState(storedCompact);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [busy, setBusy] = useState(false);
  const dashboardsNav = useDashboardsNav();
  const adminNav = useAdminNav();
  useTokenRefresh(session?.jwtToken);

  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (!session) return null;
  const user = session.logInUser;
  const isHead = user.role === 'SCHOOL_HEAD';
  const home = homePath(session);

  const items: NavItem[] = [
    { to: '/dashboard/default', label: t`Dashboard`, icon: 'home', privilege: PRIV.dashboard },
    { to: '/dashboard/accreditationhm', label: t`My accreditation form`, icon: 'form', privilege: PRIV.accreditationHm },
    { to: '/forms/schoolinfo', label: t`School information`, icon: 'school', privilege: isHead ? PRIV.schoolInfo : -1 },
    { to: '/dashboard/accreditation', label: t`Accreditation`, icon: 'list', privilege: PRIV.accreditation },
    { to: '/dashboard/ReportCard', label: t`Report card`, icon: 'report', privilege: isHead ? PRIV.reportCard : -1 },
    ...dashboardsNav,
    ...adminNav,
  ];
  // Guidelines are open to every signed-in user (spec §6), so they need no privilege.
  const visible = [...items.filter((i) => hasPrivilege(session, i.privilege)), { to: '/dashboard/help', label: t`Guidelines`, icon: 'help', privilege: 0 } satisfies NavItem];

  const toggleCompact = () => {
    setCompact((v) => {
      try {
        localStorage.setItem(COMPACT_KEY, v ? '0' : '1');
      } catch {
        // storage may be unavailable; the choice then lasts for the page only
      }
      return !v;
    });
  };

  const logout = async () => {
    setBusy(true);
    try {
      await apiCall('post', '/v1/identity/logout', { body: {} });
    } catch {
      // spec §7: logout failure is ignored; local data is cleared anyway
    }
    endSession({ byUser: true });
    setBusy(false);
    setConfirmLogout(false);
    navigate('/session/signin', { replace: true });
  };

  const groupLabel: Record<NavGroup, string> = { settings: t`Settings`, userManagement: t`User Management` };
  const navLink = (i: NavItem) => (
    <li key={i.to}>
      <NavLink to={i.to} className={({ isActive }) => (isActive ? 'active' : '')} title={i.label}>
        <Icon name={i.icon} />
        <span className="nav-text">{i.label}</span>
      </NavLink>
    </li>
  );

  const roleLabel: Record<string, string> = {
    SCHOOL_HEAD: t`School Head`,
    DQA: t`District Quality Assurance (DQA)`,
    SQA: t`State Quality Assurance (SQA)`,
    DEPARTMENT: t`Department`,
    ADMIN: t`Administrator`,
  };
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.loginId;
  // A custom role has no label here: its own name, in the reader's language, as the server sends it.
  const role = roleLabel[user.role] ?? (user.roleName ? pick(user.roleName, i18n.locale === 'hi' ? 'hi' : 'en') : user.role);

  return (
    <div className={`shell ${compact ? 'shell-compact' : ''} ${menuOpen ? 'menu-open' : ''}`}>
      <a className="skip-link" href="#main">{t`Skip to content`}</a>
      <Header
        name={name}
        roleLabel={role}
        homeTo={home}
        isHead={isHead}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((v) => !v)}
        compact={compact}
        onToggleCompact={toggleCompact}
        onLogout={() => setConfirmLogout(true)}
      />
      <nav id="sidenav" className="sidenav" aria-label={t`Main menu`}>
        <div className="sidenav-user">
          <span className="avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className="sidenav-user-text">
            <strong>{name}</strong>
            <small>{role}</small>
          </span>
        </div>
        <ul>
          {navSections(visible).map((section) =>
            section.group ? (
              <li key={section.group} className="nav-group">
                <span className="nav-group-title" id={`nav-${section.group}`}>
                  {groupLabel[section.group]}
                </span>
                <ul aria-labelledby={`nav-${section.group}`}>{section.items.map(navLink)}</ul>
              </li>
            ) : (
              section.items.map(navLink)
            ),
          )}
        </ul>
      </nav>
      {menuOpen && <div className="scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      {loadingNext && (
        <div className="route-progress" role="progressbar" aria-label={t`Loading…`}>
          <span />
        </div>
      )}
      <main className="content" id="main" tabIndex={-1}>
        <Breadcrumb homeTo={home} />
        <Outlet />
      </main>
      <ConfirmDialog open={confirmLogout} title={t`Log out`} confirmLabel={t`Log out`} busy={busy} onCancel={() => setConfirmLogout(false)} onConfirm={() => void logout()}>
        <p>{t`Are you sure you want to log out?`}</p>
      </ConfirmDialog>
      <IdleGuard idleTimeoutSeconds={session.idleTimeoutSeconds} />
    </div>
  );
}
