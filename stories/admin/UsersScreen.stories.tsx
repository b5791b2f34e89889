import type { Meta, StoryObj } from '@storybook/react-vite';
import UsersScreen from '../../web/admin/users/UsersScreen';
import { accountRequests, paged, referenceRoutes, userHistory, users } from './fixtures';
import { loaded, ok, withAdminApi, type MockRoute } from './mockApi';

const routes: MockRoute[] = [
  ...referenceRoutes,
  { method: 'POST', path: /^\/v1\/user\/list$/, answer: (req) => ok(paged(users(req))) },
  { method: 'POST', path: /^\/v1\/user\/requests\/list$/, answer: () => ok(paged(accountRequests)) },
  { method: 'GET', path: /^\/v1\/user\/\d+$/, answer: (req) => ok(users(req)[2]) },
  { method: 'GET', path: /^\/v1\/user\/\d+\/history$/, answer: (req) => ok(userHistory(req)) },
];

const meta = { title: 'Admin/Users screen', component: UsersScreen } satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user list with its filters; a user whose sign-in is locked and who must change the password shows both, with Unlock. */
export const List: Story = { decorators: [withAdminApi(routes, { url: '/dashboard/users' })], play: loaded('[data-testid="user-table"]') };

/** Pending account requests from sign-up; one is for a school that already has an active head. */
export const AccountRequests: Story = {
  decorators: [withAdminApi(routes, { url: '/dashboard/users?tab=requests' })],
  play: loaded('[data-testid="request-table"]'),
};

/** A new user. */
export const NewUser: Story = { decorators: [withAdminApi(routes, { url: '/user/userManagement?user=new' })], play: loaded('[data-testid="user-form"]') };

/** Editing a school head (Aadhaar shown masked, school chosen), with the account's history. */
export const EditUser: Story = { decorators: [withAdminApi(routes, { url: '/dashboard/users?user=5' })], play: loaded('[data-testid="user-history"] li') };
