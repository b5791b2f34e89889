import { describe, expect, it } from 'vitest';
import { navSections, type NavItem } from './nav';

const item = (to: string, group?: NavItem['group']): NavItem => ({ to, label: to, icon: 'home', privilege: 0, group });

describe('navSections', () => {
  it('gathers consecutive entries of a group under it and leaves the others alone', () => {
    const sections = navSections([item('/a'), item('/cycle', 'settings'), item('/school', 'settings'), item('/users', 'userManagement'), item('/help')]);
    expect(sections.map((s) => [s.group, s.items.map((i) => i.to)])).toEqual([
      [null, ['/a']],
      ['settings', ['/cycle', '/school']],
      ['userManagement', ['/users']],
      [null, ['/help']],
    ]);
  });
});
