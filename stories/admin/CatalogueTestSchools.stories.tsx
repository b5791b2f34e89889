import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestSchoolsPanel } from '../../web/admin/catalogue/test-schools/TestSchoolsPanel';
import type { TestSchool, TestSchoolList } from '../../web/admin/catalogue/test-schools/testSchoolsApi';
import { loaded, ok, withAdminApi } from './mockApi';

const grades = [
  { grade: 'A+', label: { en: 'Exemplary', hi: 'अनुकरणीय' } },
  { grade: 'A', label: { en: 'Very good', hi: 'बहुत अच्छा' } },
  { grade: 'B', label: { en: 'Good', hi: 'अच्छा' } },
  { grade: 'C', label: { en: 'Satisfactory', hi: 'संतोषजनक' } },
  { grade: 'D', label: { en: 'Needs improvement', hi: 'सुधार अपेक्षित' } },
];

const school = (id: number, en: string, hi: string, expectedGrade: string, result: TestSchool['result'], description: { en?: string; hi?: string } = {}): TestSchool => ({
  id,
  name: { en, hi },
  description: description.en ?? null,
  descriptionHi: description.hi ?? null,
  expectedGrade,
  catalogueVersion: 'v4',
  sourceForm: null,
  answered: 180,
  answers: {},
  totals: {},
  revision: 1,
  createdBy: 'Vikram Singh',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'Vikram Singh',
  updatedAt: '2026-11-20T09:30:00.000Z',
  result,
});

const by = { by: 'Vikram Singh', at: '2026-11-28T11:15:00.000Z' };
/**
 * One of each: passing, failing, accepted with its reason, and accepted earlier but moved again since.
 * Descriptions in both languages (each reader sees their own), in English only and in Hindi only (the
 * other language's reader sees it as written).
 */
const mixed: TestSchoolList = {
  version: 'v5',
  status: 'draft',
  grades,
  items: [
    school(
      1,
      'Well-run urban senior secondary',
      'सुव्यवस्थित शहरी वरिष्ठ माध्यमिक विद्यालय',
      'A',
      { grade: 'A', score: 84.1, state: 'pass', answersDropped: 0, acceptance: null },
      { en: 'Records in order: should keep a top grade' },
    ),
    school(
      2,
      'Small rural primary with no lab',
      'बिना प्रयोगशाला वाला छोटा ग्रामीण प्राथमिक विद्यालय',
      'B',
      { grade: 'C', score: 61.3, state: 'fail', answersDropped: 2, acceptance: null },
      { en: 'Few facilities, good teaching', hi: 'सुविधाएँ कम, शिक्षण अच्छा' },
    ),
    school(
      3,
      'Average rural school',
      'औसत ग्रामीण विद्यालय',
      'C',
      {
        grade: 'D',
        score: 47.9,
        state: 'accepted',
        answersDropped: 0,
        acceptance: { grade: 'D', expectedGrade: 'C', reason: 'The stricter safety questions are meant to lower schools without a fire drill.', holds: true, ...by },
      },
      { hi: 'अग्नि सुरक्षा अभ्यास नहीं होता' },
    ),
    school(4, 'Private school, new building', 'निजी विद्यालय, नया भवन', 'A', {
      grade: 'B',
      score: 70.2,
      state: 'fail',
      answersDropped: 0,
      acceptance: { grade: 'A+', expectedGrade: 'A', reason: 'Library question reworded', holds: false, ...by },
    }),
  ],
};

const meta = {
  title: 'Admin/Catalogue editor/Test schools',
  component: TestSchoolsPanel,
  args: { version: 'v5', editable: true },
  decorators: [
    withAdminApi([
      {
        method: 'GET',
        path: /\/v1\/test-schools$/,
        answer: (req) =>
          req.query.get('version') === 'v5'
            ? ok(mixed)
            : req.query.get('version') === 'v6'
              ? ok({ ...mixed, version: 'v6', items: [] })
              : { status: 500, errorMessage: req.lang === 'hi' ? 'कुछ गड़बड़ी हुई' : 'Something went wrong' },
      },
      { method: 'GET', path: /\/v1\/test-schools\/forms$/, answer: () => ok([]) },
    ]),
  ],
} satisfies Meta<typeof TestSchoolsPanel>;
export default meta;
type S = StoryObj<typeof meta>;

/** Passing, failing (two answers no longer fit the draft), accepted with its reason, and an acceptance the draft has since outrun. */
export const Mixed: S = { play: loaded('.test-school') };
/** A published version: the results only, nothing to change. */
export const ReadOnly: S = { args: { editable: false }, play: loaded('.test-school') };
/** None yet: what they are for, and how to add one. */
export const Empty: S = { args: { version: 'v6' }, play: loaded('[data-testid="test-schools-empty"]') };
/** The list could not be read. */
export const LoadError: S = { args: { version: 'v7' }, play: loaded('.alert') };
