import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangeHistory } from '../../web/admin/catalogue/editor/ChangeHistory';
import { loaded, ok, withAdminApi } from './mockApi';
import '../../web/admin/catalogue/editor/editor.css';

const changes = [
  {
    id: 9,
    target: 'question:Q002',
    action: 'update',
    before: { label: { en: 'Mock drill?', hi: '' } },
    after: { label: { en: 'Was a mock drill held?', hi: '' } },
    at: '2026-11-20T10:15:00Z',
    by: 'Vikram Singh',
  },
  { id: 4, target: 'question:Q002', action: 'move', before: { subdomain: 'SD2', index: 0 }, after: { subdomain: 'SD1', index: 1 }, at: '2026-11-19T09:00:00Z', by: 'Asha Verma' },
  { id: 1, target: 'version', action: 'create', before: null, after: { basedOn: 'v2' }, at: '2026-11-18T08:00:00Z', by: 'Vikram Singh' },
];

const meta = {
  title: 'Admin/Catalogue editor/Change history',
  component: ChangeHistory,
  args: { version: 'v3' },
  decorators: [
    withAdminApi([
      {
        method: 'GET',
        path: /\/v1\/catalogue\/versions\/v3\/history$/,
        answer: (req) => ok(changes.filter((c) => !req.query.get('target') || c.target === req.query.get('target'))),
      },
      { method: 'GET', path: /\/v1\/catalogue\/versions\/v4\/history$/, answer: () => ok([]) },
    ]),
    (Story) => (
      <div ref={(el) => el?.querySelector('details')?.setAttribute('open', '')}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangeHistory>;
export default meta;
type S = StoryObj<typeof meta>;

/** One question's changes, newest first, with the fields an update touched. */
export const OfAQuestion: S = { args: { target: 'question:Q002' }, play: loaded('.history-list') };
/** The whole draft, each line naming its part. */
export const OfTheDraft: S = { play: loaded('.history-list') };
/** A draft nobody has changed yet. */
export const Empty: S = { args: { version: 'v4' }, play: loaded() };
