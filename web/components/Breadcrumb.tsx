import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './Icon';

/** Paths that are pages of their own: a crumb for one of them is a link. */
const PAGES = new Set([
  '/dashboard/default',
  '/dashboard/accreditation',
  '/dashboard/accreditationhm',
  '/dashboard/ReportCard',
  '/dashboard/cycle',
  '/catalogue',
  '/dashboard/school',
  '/dashboard/analysis',
  '/dashboard/progress',
  '/dashboard/export',
  '/dashboard/users',
  '/dashboard/roles',
  '/dashboard/help',
  '/complaintmanagement/complaintlist',
  '/user/userManagement',
  '/user/RoleManagement',
  '/user/UserProfile',
  '/forms/domain',
  '/forms/schoolinfo',
  '/forms/addnewschool',
]);

/** Readable names of the route segments of spec §2, in the current language. */
function useSegmentLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    dashboard: t`Dashboard`,
    default: t`Overview`,
    accreditation: t`Accreditation`,
    accreditationhm: t`My accreditation form`,
    thanks: t`Thank you`,
    ReportCard: t`Report card`,
    cycle: t`Cycle`,
    catalogue: t`Question catalogue`,
    logic: t`Logic and scoring map`,
    impact: t`Impact on schools`,
    notice: t`Change notice`,
    school: t`Schools`,
    analysis: t`Analysis`,
    progress: t`Progress`,
    export: t`Export data`,
    schools: t`Schools behind the chart`,
    users: t`Users`,
    roles: t`Roles`,
    help: t`Guidelines`,
    account: t`Your account`,
    complaintmanagement: t`Complaints`,
    complaintlist: t`Complaint list`,
    user: t`User`,
    userManagement: t`User management`,
    RoleManagement: t`Role management`,
    UserProfile: t`Profile`,
    forms: t`Forms`,
    domain: t`Domain form`,
    schoolinfo: t`School information`,
    addnewschool: t`Add new school`,
    charts: t`Charts`,
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The trail under the top bar: a home icon, then one crumb per route segment
 * (spec §2). Crumbs that are pages link to them; the last one is the current page.
 */
export function Breadcrumb({ homeTo = '/', pathname }: { homeTo?: string; pathname?: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const labels = useSegmentLabels();
  const path = pathname ?? location.pathname;
  const segments = path.split('/').filter(Boolean);
  // The school form's one address serves both adding and (with ?schoolCode=) editing a school.
  const editingSchool = pathname === undefined && new URLSearchParams(location.search).has('schoolCode');
  const crumbs = segments.map((segment, i) => {
    const to = '/' + segments.slice(0, i + 1).join('/');
    const label = segment === 'addnewschool' && editingSchool ? t`Edit school` : (labels[segment] ?? decode(segment));
    return { to, label, last: i === segments.length - 1 };
  });

  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link to={homeTo} className="breadcrumb-home" aria-label={t`Home`} title={t`Home`}>
            <Icon name="home" />
          </Link>
        </li>
        {crumbs.map((c) => (
          <li key={c.to}>
            <span className="breadcrumb-sep" aria-hidden="true">
              <Icon name="chevronRight" />
            </span>
            {c.last ? <span aria-current="page">{c.label}</span> : PAGES.has(c.to) ? <Link to={c.to}>{c.label}</Link> : <span>{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
