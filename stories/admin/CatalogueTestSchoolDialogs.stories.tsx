import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Grading } from '../../engine';
import { SavePreviewAnswers } from '../../web/admin/catalogue/test-schools/SavePreviewAnswers';
import { AcceptDialog } from '../../web/admin/catalogue/test-schools/AcceptDialog';
import type { TestSchool } from '../../web/admin/catalogue/test-schools/testSchoolsApi';
import { ok, withAdminApi } from './mockApi';

const grading: Grading = {
  method: 'meanOfPercentages',
  bands: [
    { grade: 'A', min: 80, label: { en: 'Very good', hi: 'बहुत अच्छा' } },
    { grade: 'B', min: 65, label: { en: 'Good', hi: 'अच्छा' } },
    { grade: 'C', min: 0, label: { en: 'Satisfactory', hi: 'संतोषजनक' } },
  ],
};

const failing: TestSchool = {
  id: 2,
  name: { en: 'Small rural primary with no lab', hi: 'बिना प्रयोगशाला वाला छोटा ग्रामीण प्राथमिक विद्यालय' },
  description: null,
  descriptionHi: null,
  expectedGrade: 'B',
  catalogueVersion: 'v4',
  sourceForm: 12,
  answered: 150,
  answers: {},
  totals: {},
  revision: 1,
  createdBy: 'Vikram Singh',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'Vikram Singh',
  updatedAt: '2026-11-20T09:30:00.000Z',
  result: { grade: 'C', score: 61.3, state: 'fail', answersDropped: 0, acceptance: null },
};

const meta = {
  title: 'Admin/Catalogue editor/Test school actions',
  component: SavePreviewAnswers,
  args: { version: 'v5', answers: { Q001: 'YES', Q002: 'NO', Q003: 4 }, grading },
  decorators: [withAdminApi([{ method: 'POST', path: /\/v1\/test-schools/, answer: () => ok({ id: 9, revision: 1 }) }])],
} satisfies Meta<typeof SavePreviewAnswers>;
export default meta;
type S = StoryObj<typeof meta>;

/** Under the preview: the button that keeps the answers picked there as a test school. */
export const SaveFromPreview: S = {};
/** No answers picked yet: nothing to keep. */
export const NothingPicked: S = { args: { answers: {} } };
/** Accepting a failing result: what it should get and gets, and the reason to write. */
export const Accept: S = { render: () => <AcceptDialog item={failing} version="v5" onClose={() => undefined} onDone={() => undefined} /> };
