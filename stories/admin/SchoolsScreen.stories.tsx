import type { Meta, StoryObj } from '@storybook/react-vite';
import SchoolsScreen from '../../web/admin/schools/SchoolsScreen';
import { paged, referenceRoutes, schools } from './fixtures';
import { headSession, loaded, ok, withAdminApi } from './mockApi';

const meta = { title: 'Admin/Schools screen', component: SchoolsScreen } satisfies Meta<typeof SchoolsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The master list as an administrator sees it (with add and edit). */
export const List: Story = {
  decorators: [withAdminApi([...referenceRoutes, { method: 'POST', path: /^\/v1\/school\/master\/list$/, answer: (req) => ok(paged(schools(req))) }])],
  play: loaded('[data-testid="school-table"]'),
};

/** A user without the school-master privilege: the list only. */
export const ReadOnly: Story = {
  decorators: [
    withAdminApi([...referenceRoutes, { method: 'POST', path: /^\/v1\/school\/master\/list$/, answer: (req) => ok(paged(schools(req).slice(0, 1))) }], { session: headSession }),
  ],
  play: loaded('[data-testid="school-table"]'),
};

/** Nothing matches the filters. */
export const Empty: Story = {
  decorators: [withAdminApi([...referenceRoutes, { method: 'POST', path: /^\/v1\/school\/master\/list$/, answer: () => ok(paged([])) }])],
  play: loaded('.empty'),
};
