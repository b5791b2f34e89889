import { useLingui } from '@lingui/react/macro';
import { PRIV } from '../auth/session';
import type { NavItem } from './nav';
import { useSession } from './useSession';
import { canExport } from '../dashboards/export/canExport';

/**
 * Side navigation entries of the dashboards area (a hook, so labels go through Lingui); here, not in
 * web/dashboards/, so their labels are in the catalog every page loads.
 */
export function useDashboardsNav(): NavItem[] {
  const { t } = useLingui();
  const session = useSession();
  // Spec §2's menu has Progress and Analysis; a school head's own form has its page, not state charts.
  const reviewer = session?.logInUser.role !== 'SCHOOL_HEAD';
  return [
    { to: '/dashboard/progress', label: t`Progress`, icon: 'chart', privilege: reviewer ? PRIV.dashboard : -1 },
    { to: '/dashboard/analysis', label: t`Analysis`, icon: 'report', privilege: PRIV.dashboard },
    // Review privileges open the export (the server's EXPORT_PRIVILEGES); the dashboard privilege then shows it.
    { to: '/dashboard/export', label: t`Export data`, icon: 'download', privilege: canExport(session) ? PRIV.dashboard : -1 },
  ];
}
