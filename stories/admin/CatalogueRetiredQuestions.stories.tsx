import type { Meta, StoryObj } from '@storybook/react-vite';
import { RetiredQuestions } from '../../web/admin/catalogue/editor/RetiredQuestions';
import { loaded, ok, withAdminApi } from './mockApi';
import { catalogue } from './catalogueStoryParts';

const retired = {
  id: 'Q777',
  label: { en: 'Does the school keep a visitors’ register?', hi: 'क्या विद्यालय आगंतुक रजिस्टर रखता है?' },
  type: 'yesNo',
  optionGroup: 'yesNo',
  required: true,
  evidence: 'none',
  allowNotApplicable: false,
};
const history = [
  { id: 21, target: 'question:Q777', action: 'retire', before: { subdomain: 'SD1', index: 1, question: retired }, after: null, at: '2026-11-28T21:30:00Z', by: 'Vikram Singh' },
];

const meta = {
  title: 'Admin/Catalogue editor/Retired questions',
  component: RetiredQuestions,
  args: { version: 'v5', catalogue, lang: 'en' },
  decorators: [withAdminApi([{ method: 'GET', path: /\/v1\/catalogue\/versions\/v5\/history$/, answer: () => ok(history) }])],
} satisfies Meta<typeof RetiredQuestions>;
export default meta;
type S = StoryObj<typeof meta>;

/** A question retired while the draft is open, with the way to bring it back. */
export const OneRetired: S = { play: loaded('[data-testid="retired-questions"] button') };
/** In Hindi. */
export const OneRetiredHindi: S = { ...OneRetired, args: { lang: 'hi' }, globals: { lang: 'hi' } };
