import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Question } from '../../engine';
import { RebasePanel } from '../../web/admin/catalogue/editor/RebasePanel';
import type { RebasePreview } from '../../web/admin/catalogue/editor/draftApi';
import { loaded, ok, withAdminApi } from './mockApi';
import '../../web/admin/catalogue/editor/editor.css';

const t = (en: string, hi: string) => ({ en, hi });

/** A question as v3 had it, when the draft v5 was started from it. */
const water: Question = {
  id: 'Q014',
  label: t('Is drinking water available?', 'क्या पीने का पानी उपलब्ध है?'),
  type: 'single',
  required: true,
  evidence: 'optional',
  allowNotApplicable: false,
  options: [
    { code: 'DW1', index: 1, label: t('Always', 'हमेशा'), score: 2 },
    { code: 'DW2', index: 2, label: t('Sometimes', 'कभी-कभी'), score: 1 },
    { code: 'DW3', index: 3, label: t('Never', 'कभी नहीं'), score: 0 },
  ],
};

/** A question retired in v4 whose Hindi the draft corrected meanwhile. */
const register: Question = {
  id: 'Q022',
  label: t('Is a visitors register kept?', 'क्या आगंतुक रजिस्टर रखा जाता है?'),
  type: 'yesNo',
  optionGroup: 'yesNo',
  required: true,
  evidence: 'none',
  allowNotApplicable: false,
};

/** A question the draft retired while v4 reworded its English. */
const toilets: Question = {
  id: 'Q031',
  label: t('Are there separate toilets for girls?', 'क्या बालिकाओं के लिए अलग शौचालय हैं?'),
  type: 'yesNo',
  optionGroup: 'yesNo',
  required: true,
  evidence: 'optional',
  allowNotApplicable: false,
};

/** A subdomain whose Hindi name the draft corrected while v4 renamed it in English only. */
const sports = { name: t('Sports and physical education', 'खेलकूद एवं शारीरिक शिक्षा'), weight: 20 };

const withConflicts: RebasePreview = {
  basedOn: 'v3',
  newest: 'v4',
  fromNewest: 7,
  conflicts: [
    {
      target: 'question:Q014',
      base: water,
      // The draft reworded the question and its options.
      draft: {
        ...water,
        label: t('Is safe drinking water available?', 'क्या सुरक्षित पेयजल उपलब्ध है?'),
        options: [
          { code: 'DW1', index: 1, label: t('All day', 'पूरे दिन'), score: 2 },
          { code: 'DW2', index: 2, label: t('Part of the day', 'दिन के कुछ समय'), score: 1 },
          { code: 'DW3', index: 3, label: t('Not at all', 'बिल्कुल नहीं'), score: 0 },
        ],
      },
      // v4 reworded it differently and dropped the middle option.
      newest: {
        ...water,
        label: t('Is drinking water available to every student?', 'क्या हर विद्यार्थी को पीने का पानी उपलब्ध है?'),
        options: [
          { code: 'DW1', index: 1, label: t('Yes', 'हाँ'), score: 2 },
          { code: 'DW3', index: 2, label: t('No', 'नहीं'), score: 0 },
        ],
      },
    },
    {
      target: 'question:Q022',
      base: register,
      draft: { ...register, label: t('Is a visitors register kept?', 'क्या आगंतुक पंजिका रखी जाती है?') },
      newest: null,
    },
    {
      target: 'question:Q031',
      base: toilets,
      draft: null,
      newest: { ...toilets, label: t('Are there separate, usable toilets for girls?', 'क्या बालिकाओं के लिए अलग शौचालय हैं?') },
    },
    {
      target: 'subdomain:SD51',
      base: sports,
      draft: { ...sports, name: t('Sports and physical education', 'खेलकूद एवं शारीरिक शिक्षा (व्यायाम सहित)') },
      newest: { ...sports, name: t('Sports, games and physical education', 'खेलकूद एवं शारीरिक शिक्षा') },
    },
  ],
};

const noConflicts: RebasePreview = { basedOn: 'v3', newest: 'v4', fromNewest: 12, conflicts: [] };
/** Someone else brought v4 in after this page was loaded: the page still says v3. */
const alreadyRebased: RebasePreview = { basedOn: 'v4', newest: 'v4', fromNewest: 0, conflicts: [] };

const meta = {
  title: 'Admin/Catalogue editor/Rebase panel',
  component: RebasePanel,
  args: { version: 'v5', basedOn: 'v3', newest: 'v4', onRebased: () => undefined, onReload: () => undefined },
  decorators: [
    withAdminApi([
      { method: 'GET', path: /\/v1\/catalogue\/versions\/v5\/rebase$/, answer: () => ok(withConflicts) },
      { method: 'GET', path: /\/v1\/catalogue\/versions\/v6\/rebase$/, answer: () => ok(noConflicts) },
      { method: 'GET', path: /\/v1\/catalogue\/versions\/v7\/rebase$/, answer: () => ok(alreadyRebased) },
      { method: 'POST', path: /\/v1\/catalogue\/drafts\/v[56]\/rebase$/, answer: () => ok({ version: 'v5', basedOn: 'v4', changed: 9 }) },
    ]),
  ],
} satisfies Meta<typeof RebasePanel>;
export default meta;
type S = StoryObj<typeof meta>;

/** A draft started from an older version: the warning, and the button to look at what the newest brings. */
export const Closed: S = {};
/**
 * Opened (as when publishing was refused): four parts changed in both, each side by side with a
 * choice to make, each field marked with the side that changed it since v3: a question reworded on
 * both sides, one retired in v4, one retired in this draft, a subdomain whose Hindi the draft
 * changed and whose English v4 changed.
 */
export const WithConflicts: S = { args: { openRequest: 1 }, play: loaded('.rebase-part') };
/** Opened: the newest version's changes come in without a question. */
export const NoConflicts: S = { args: { version: 'v6', openRequest: 1 }, play: loaded('.rebase-panel .btn-primary') };
/** Opened, but the draft is already based on v4 (brought in elsewhere): said in words, with a way to reload, and no button that would do nothing. */
export const NothingToBringIn: S = { args: { version: 'v7', openRequest: 1 }, play: loaded('.rebase-panel .alert-info') };
