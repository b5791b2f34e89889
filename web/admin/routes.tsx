import type { RouteObject } from 'react-router';
import { guarded, lazyScreen } from '../app/screens';
import { withMessages } from '../i18n';
import { ADMIN_PRIV, CATALOGUE_READERS } from './privileges';

// Each screen is its own chunk, loaded when its route is first visited, with the area's messages.
const CyclesScreen = lazyScreen(withMessages('admin', () => import('./cycles/CyclesScreen')));
const ComplaintsScreen = lazyScreen(withMessages('admin', () => import('./complaints/ComplaintsScreen')));
const SchoolsScreen = lazyScreen(withMessages('admin', () => import('./schools/SchoolsScreen')));
const SchoolFormScreen = lazyScreen(withMessages('admin', () => import('./schools/SchoolFormScreen')));
const UsersScreen = lazyScreen(withMessages('admin', () => import('./users/UsersScreen')));
const RolesScreen = lazyScreen(withMessages('admin', () => import('./roles/RolesScreen')));
const CatalogueScreen = lazyScreen(withMessages('admin', () => import('./catalogue/CatalogueScreen')));
const DraftEditor = lazyScreen(withMessages('admin', () => import('./catalogue/editor/DraftEditor')));
const LogicMapScreen = lazyScreen(withMessages('admin', () => import('./catalogue/editor/LogicMap')));
// The impact screen draws the dashboards' chart, so it loads their words too.
const ImpactScreen = lazyScreen(
  withMessages(
    'dashboards',
    withMessages('admin', () => import('./catalogue/impact/ImpactScreen')),
  ),
);
const ChangeNoticeScreen = lazyScreen(withMessages('admin', () => import('./catalogue/notice/ChangeNoticeScreen')));

/** Routes of the admin area (spec §2), mounted inside the shell by web/app/router.tsx. */
export const adminRoutes: RouteObject[] = [
  { path: 'dashboard/cycle', element: guarded(CyclesScreen, ADMIN_PRIV.cycle) },
  { path: 'complaintmanagement/complaintlist', element: guarded(ComplaintsScreen, ADMIN_PRIV.complaints) },
  // Spec §6: the school page is open to any signed-in user (the server scopes the list).
  { path: 'dashboard/school', element: guarded(SchoolsScreen) },
  // Saving a school needs the school-master privilege on the server, so the form asks for it too.
  { path: 'forms/addnewschool', element: guarded(SchoolFormScreen, ADMIN_PRIV.schoolMaster) },
  { path: 'dashboard/users', element: guarded(UsersScreen, ADMIN_PRIV.users) },
  { path: 'user/userManagement', element: guarded(UsersScreen, ADMIN_PRIV.users) },
  { path: 'dashboard/roles', element: guarded(RolesScreen, ADMIN_PRIV.roles) },
  { path: 'user/RoleManagement', element: guarded(RolesScreen, ADMIN_PRIV.roles) },
  { path: 'catalogue', element: guarded(CatalogueScreen, CATALOGUE_READERS) },
  { path: 'catalogue/:version', element: guarded(DraftEditor, CATALOGUE_READERS) },
  { path: 'catalogue/:version/logic', element: guarded(LogicMapScreen, CATALOGUE_READERS) },
  { path: 'catalogue/:version/impact', element: guarded(ImpactScreen, CATALOGUE_READERS) },
  // A published notice is for every signed-in user (school heads); the server refuses a draft's to others.
  { path: 'catalogue/:version/notice', element: guarded(ChangeNoticeScreen) },
];
