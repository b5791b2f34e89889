import type { IconName } from '../components/Icon';

/** The menu headings of spec §2 that gather entries: Settings (Cycle, School), User Management (Users, Roles). */
export type NavGroup = 'settings' | 'userManagement';

/** One entry of the side navigation; shown only with its privilege (-1: never), under its group's heading if any. */
export type NavItem = { to: string; label: string; icon: IconName; privilege: number | readonly number[]; group?: NavGroup };

/** Consecutive entries of one group, gathered under that group; others stand alone. */
export type NavSection = { group: NavGroup | null; items: NavItem[] };

export function navSections(items: NavItem[]): NavSection[] {
  const sections: NavSection[] = [];
  for (const item of items) {
    const group = item.group ?? null;
    const last = sections[sections.length - 1];
    if (group && last?.group === group) last.items.push(item);
    else sections.push({ group, items: [item] });
  }
  return sections;
}
