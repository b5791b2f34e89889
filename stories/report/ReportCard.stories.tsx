import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import ReportCard from '../../web/report/ReportCard';
import { dqaSession, loaded, ok, withApi, type MockRequest, type MockRoute } from '../form/storyKit';
import { report } from './fixtures';

/** The report card as the server sends it, in the caller's language, with what an official record carries. */
function card(req: MockRequest) {
  const hi = req.lang === 'hi';
  return {
    ...report(req.lang, true),
    schoolCode: '06010100101',
    udise: '06010100101',
    district: hi ? 'अम्बाला' : 'Ambala',
    block: hi ? 'अम्बाला-I' : 'Ambala-I',
    reportCode: 'RC-1-06010100101',
    accreditedAt: '2026-11-19T10:00:00Z',
    catalogueVersion: 'v4',
    changeNotice: true,
    approvedBy: { name: 'Vikram Singh', role: hi ? 'विभाग' : 'Department' },
    domains: [
      { domainId: 'D1', name: { en: 'School Leadership and Management', hi: 'विद्यालय नेतृत्व एवं प्रबंधन' }, weight: 1, score: 88.2 },
      { domainId: 'D2', name: { en: 'Teaching and Learning', hi: 'शिक्षण एवं अधिगम' }, weight: 1.5, score: 79.4 },
      { domainId: 'D5', name: { en: 'Health and Safety', hi: 'स्वास्थ्य एवं सुरक्षा' }, weight: 1.25, score: 61 },
    ],
  };
}

const pdf = { method: 'GET' as const, path: /\/v1\/report\/7\/pdf$/, answer: () => ({ blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }) };
const score = { method: 'GET' as const, path: /\/v1\/report\/7\/score$/, answer: (req: MockRequest) => ok(card(req)) };

/** The report card of form 7, opened by its district reviewer, on a fake API. */
const at = (routes: MockRoute[]) => withApi(routes, { url: '/dashboard/ReportCard?accrid=7', session: dqaSession });

const meta = {
  title: 'Report/Report card',
  component: ReportCard,
} satisfies Meta<typeof ReportCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * UDISE code, district and block, cycle, report code and date, the two PDF buttons, who approved
 * it, and (a version that changed the catalogue) the link to its change notice, which comes with the card.
 */
export const Issued: Story = {
  decorators: [at([score, pdf])],
  play: async (context) => {
    await loaded('[data-testid=report-approved]')(context);
    await loaded('[data-testid=change-notice-link]')(context);
  },
};

/** The PDF could not be made: the server's message under the buttons, the card stays. */
export const PdfFailed: Story = {
  decorators: [at([score, { method: 'GET', path: /\/v1\/report\/7\/pdf$/, answer: () => ({ status: 500, errorMessage: 'Something went wrong!' }) }])],
  play: async (context) => {
    await loaded('[data-testid=pdf-hi]')(context);
    fireEvent.click(context.canvasElement.querySelector('[data-testid=pdf-hi]')!);
    await waitFor(() => {
      if (!context.canvasElement.querySelector('.report-downloads .alert-error')) throw new Error('no error yet');
    });
  },
};

/** Not approved yet: the card says when it will exist. */
export const NotYet: Story = {
  decorators: [at([{ method: 'GET', path: /\/v1\/report\/7\/score$/, answer: () => ({ status: 409, errorMessage: 'The report card is not ready yet.' }) }])],
  play: loaded('.alert-info'),
};
