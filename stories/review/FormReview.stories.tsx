import type { Meta, StoryObj } from '@storybook/react-vite';
import Accreditation from '../../web/review/Accreditation';
import { answers, comments, documents, domainSchema, domainUiSchema, domains, reviews } from '../form/fixtures';
import { dqaSession, loaded, ok, sqaSession, withApi, type MockRoute } from '../form/storyKit';

const externalAnswers = { Q001: 'YN2', Q004: 10 };
const cycles = (status: string) => [{ id: 1, name: '2026-27', status, statusLabel: { en: status, hi: 'चक्र' } }];
const items = [
  {
    accrid: 1,
    schoolCode: '06010100101',
    schoolName: 'Government Senior Secondary School, Mullana',
    districtName: 'Ambala',
    blockName: 'Ambala-I',
    cycleid: 1,
    status: 3,
    statusLabel: 'Submit To District Quality Assurance',
    attempted: 189,
    total: 189,
  },
  {
    accrid: 2,
    schoolCode: '06010100102',
    schoolName: 'Government Senior Secondary School, Saha',
    districtName: 'Ambala',
    blockName: 'Ambala-I',
    cycleid: 1,
    status: 2,
    statusLabel: 'Self / External In Progress',
    attempted: 40,
    total: 189,
  },
];

function routes(cycleStatus: string): MockRoute[] {
  return [
    { method: 'GET', path: /dashboard\/accryear$/, answer: () => ok(cycles(cycleStatus)) },
    { method: 'GET', path: /dashboard\/districts\/user$/, answer: () => ok([{ id: 1, label: { en: 'Ambala', hi: 'अंबाला' }, text: 'Ambala' }]) },
    { method: 'GET', path: /dashboard\/blocks$/, answer: () => ok([]) },
    { method: 'POST', path: /form\/search$/, answer: () => ok({ items, total: items.length }) },
    {
      method: 'GET',
      path: /^\/v1\/form\/1\/status$/,
      answer: () =>
        ok({
          accrid: 1,
          status: 3,
          statusLabel: 'Submit To District Quality Assurance',
          actions: ['dqa.open', 'dqa.submit', 'dqa.reject'],
          nextStatuses: [{ code: 4, label: 'District Quality Assurance In Progress' }],
          reject: null,
          schoolInfoSaved: true,
          cycleid: 1,
          cycleStatus,
          externalAudit: cycleStatus === 'AUDIT_INITIATED',
        }),
    },
    { method: 'GET', path: /^\/v1\/form\/1\/domain$/, answer: () => ok(domains) },
    {
      method: 'POST',
      path: /^\/v1\/form\/json$/,
      answer: (req) =>
        ok({ schema: domainSchema(req.lang), uiSchema: domainUiSchema(req.lang), answers, updatedAt: {}, externalAnswers, catalogueVersion: 'v1', changeNotice: false }),
    },
    { method: 'GET', path: /^\/v1\/form\/1\/comments$/, answer: () => ok({ accrid: 1, comments, reviews }) },
    { method: 'GET', path: /^\/v1\/form\/1\/documents$/, answer: (req) => ok(req.query.get('domainId') === 'D1' ? documents.map((d) => ({ ...d, questionid: 'Q001' })) : []) },
  ];
}

const meta = { title: 'Review/Accreditation screens', component: Accreditation } satisfies Meta;
export default meta;
type Story = StoryObj;

/** The list with filters, sorting, paging and the DQA's bulk submit. */
export const List: Story = { decorators: [withApi(routes('FORMS_INITIATED'), { session: dqaSession, url: '/dashboard/accreditation' })], play: loaded('table.forms-table') };
/** A form under review: read-only answers, evidence, verdicts, comments. */
export const Review: Story = {
  decorators: [withApi(routes('FORMS_INITIATED'), { session: sqaSession, url: '/dashboard/accreditation?accrid=1&domain=D1' })],
  play: loaded('form.review-form'),
};
/** The DQA during the external evaluation: the school's answer beside the evaluator's. */
export const ExternalEvaluation: Story = {
  decorators: [withApi(routes('AUDIT_INITIATED'), { session: dqaSession, url: '/dashboard/accreditation?accrid=1&domain=D1' })],
  play: loaded('.side-by-side'),
};
