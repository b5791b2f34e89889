/** The few line icons the app uses, inline so nothing is fetched. */
export type IconName =
  | 'menu'
  | 'home'
  | 'form'
  | 'school'
  | 'list'
  | 'report'
  | 'logout'
  | 'check'
  | 'print'
  | 'history'
  | 'user'
  | 'phone'
  | 'mail'
  | 'help'
  | 'chevronDown'
  | 'chevronRight'
  | 'chevronLeft'
  | 'comment'
  | 'attach'
  | 'lock'
  | 'info'
  | 'edit'
  | 'cycle'
  | 'users'
  | 'roles'
  | 'chart'
  | 'download';

const PATHS: Record<IconName, string> = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  form: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6',
  school: 'M3 10l9-6 9 6-9 6zM7 12.5V17c0 1.5 2.5 3 5 3s5-1.5 5-3v-4.5',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  report: 'M5 21V10M12 21V4M19 21v-7',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  check: 'M5 12l5 5 9-10',
  print: 'M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  help: 'M4 19.5V5a2 2 0 0 1 2-2h14v15H6.5a2.5 2.5 0 0 0 0 5H20M9 8h7M9 12h5',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  comment: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  attach: 'M21 11l-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  cycle: 'M20 11a8 8 0 0 0-14.3-4.9L4 8M4 3v5h5M4 13a8 8 0 0 0 14.3 4.9L20 16M20 21v-5h-5',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 3.3a4 4 0 0 1 0 7.4M18 15.7c2.4.6 4 2.4 4 5.3',
  roles: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
