import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { InitiateSchoolsDialog } from '../../web/admin/cycles/InitiateSchoolsDialog';
import type { Cycle } from '../../web/admin/types';
import { lateSchoolsRoutes } from './fixtures';
import { withAdminApi, type MockRoute } from './mockApi';

// The dialog shows the cycle's name and counts only, never its status label.
const cycle: Cycle = {
  cycleid: 1,
  name: '2026-27',
  status: 'FORMS_INITIATED',
  statusLabel: '',
  catalogueVersion: 'v1',
  createdAt: '2026-08-01T00:00:00.000Z',
  updatedAt: '2026-08-01T00:00:00.000Z',
  endsOn: null,
  totalForms: 45,
  schoolsWithoutForm: 3,
  statusCounts: [],
};

const meta = {
  title: 'Admin/Initiate schools without a form',
  component: InitiateSchoolsDialog,
  args: { cycle, onClose: () => undefined, onDone: () => undefined },
} satisfies Meta<typeof InitiateSchoolsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until `selector` shows inside the dialog. */
const shows = (canvas: HTMLElement, selector: string) =>
  waitFor(
    () => {
      if (!canvas.querySelector(selector)) throw new Error(`no ${selector} yet`);
    },
    { timeout: 3000 },
  );

const click = (canvas: HTMLElement, selector: string) => fireEvent.click(canvas.querySelector(selector)!);

/** Ticks the declaration once the list has counted the schools, and goes on to the confirmation. */
async function declareAndContinue(canvas: HTMLElement) {
  await shows(canvas, '[data-testid="initiate-schools-choose"]');
  click(canvas, '.consent input');
  await waitFor(() => {
    if ((canvas.querySelector('.dialog-actions .btn-primary') as HTMLButtonElement).disabled) throw new Error('not ready');
  });
  click(canvas, '.dialog-actions .btn-primary');
  await shows(canvas, '[data-testid="initiate-schools-confirm"]');
}

const api = [withAdminApi(lateSchoolsRoutes)];

/** All schools without a form: the count, the choice and the declaration, Continue waiting for it. */
export const AllSchools: Story = {
  decorators: api,
  play: async ({ canvasElement }) => shows(canvasElement, '[data-testid="initiate-schools-choose"]'),
};

/** Only some: search, a checkbox per school, the number chosen. */
export const ChosenSchools: Story = {
  decorators: api,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-testid="initiate-schools-choose"]');
    click(canvasElement, 'input[type=radio]:not(:checked)');
    await shows(canvasElement, '[data-testid="schools-without-form"] li');
    click(canvasElement, '[data-testid="schools-without-form"] li input');
  },
};

/** After the declaration: the confirmation says how many forms will be created. */
export const Confirm: Story = {
  decorators: api,
  play: async ({ canvasElement }) => declareAndContinue(canvasElement),
};

const refused: MockRoute[] = [
  lateSchoolsRoutes[0],
  {
    method: 'POST',
    path: /^\/v1\/cycle\/\d+\/initiate\/schools$/,
    answer: (req) => ({
      status: 409,
      errorCode: 'schoolsHaveForm',
      errorMessage:
        req.lang === 'hi'
          ? 'चुने गए कुछ विद्यालयों का फ़ॉर्म इस चक्र में पहले से है, इसलिए कोई फ़ॉर्म आरंभ नहीं किया गया। सूची फिर से लोड करके दोबारा प्रयास करें।'
          : 'Some of the chosen schools already have a form in this cycle, so no form was initiated. Reload the list and try again.',
    }),
  },
];

/** Someone was quicker: the server's refusal, back at the choice with the list reloaded. */
export const Refused: Story = {
  decorators: [withAdminApi(refused)],
  play: async ({ canvasElement }) => {
    await declareAndContinue(canvasElement);
    click(canvasElement, '.dialog-actions .btn-primary');
    await shows(canvasElement, '.alert-error');
  },
};
