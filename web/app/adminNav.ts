import { useLingui } from '@lingui/react/macro';
import type { NavItem } from './nav';
import { ADMIN_PRIV, CATALOGUE_READERS } from '../admin/privileges';

/**
 * Side navigation entries of the admin area (here, not in web/admin/, so their labels are in the
 * catalog every page loads: the admin area's own loads with its screens), in the spec's menu order
 * (§2): Complaints; Settings: Cycle, School; User Management: Users, Roles.
 */
export function useAdminNav(): NavItem[] {
  const { t } = useLingui();
  return [
    { to: '/complaintmanagement/complaintlist', label: t`Complaints`, icon: 'comment', privilege: ADMIN_PRIV.complaints },
    { to: '/dashboard/cycle', label: t`Cycle`, icon: 'cycle', privilege: ADMIN_PRIV.cycle, group: 'settings' },
    { to: '/dashboard/school', label: t`School`, icon: 'school', privilege: ADMIN_PRIV.schoolMaster, group: 'settings' },
    { to: '/catalogue', label: t`Question catalogue`, icon: 'list', privilege: CATALOGUE_READERS, group: 'settings' },
    { to: '/dashboard/users', label: t`Users`, icon: 'users', privilege: ADMIN_PRIV.users, group: 'userManagement' },
    { to: '/dashboard/roles', label: t`Roles`, icon: 'roles', privilege: ADMIN_PRIV.roles, group: 'userManagement' },
  ];
}
