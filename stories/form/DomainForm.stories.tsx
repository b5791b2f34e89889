import type { Meta, StoryObj } from '@storybook/react-vite';
import DomainForm from '../../web/form/DomainForm';
import { answers, comments, documents, domainSchema, domainUiSchema, domains, reviews } from './fixtures';
import { loaded, ok, withApi, type MockRoute } from './storyKit';

const status = (s: number, actions: string[], reject: object | null = null) => ({
  accrid: 1,
  status: s,
  statusLabel: s === 2 ? 'Self / External In Progress' : 'Submit To District Quality Assurance',
  actions,
  reject,
  schoolInfoSaved: true,
});

function routes(formStatus: object, saved: object = answers, changeNotice = false): MockRoute[] {
  return [
    { method: 'GET', path: /^\/v1\/form\/1\/domain$/, answer: () => ok(domains) },
    { method: 'GET', path: /^\/v1\/form\/1\/status$/, answer: () => ok(formStatus) },
    {
      method: 'POST',
      path: /^\/v1\/form\/json$/,
      answer: (req) =>
        ok({ schema: domainSchema(req.lang), uiSchema: domainUiSchema(req.lang), answers: saved, updatedAt: {}, catalogueVersion: changeNotice ? 'v4' : 'v1', changeNotice }),
    },
    { method: 'GET', path: /^\/v1\/form\/1\/comments$/, answer: () => ok({ accrid: 1, comments, reviews }) },
    { method: 'GET', path: /^\/v1\/form\/1\/documents$/, answer: (req) => ok(req.query.get('domainId') === 'D1' ? documents.map((d) => ({ ...d, questionid: 'Q001' })) : []) },
    { method: 'POST', path: /^\/v1\/form\/answers$/, answer: () => ok({ saved: 1, attempted: 5, total: 6, updatedAt: '2026-11-21T10:00:00Z' }) },
  ];
}

const meta = { title: 'Form/Domain form page', component: DomainForm } satisfies Meta;
export default meta;
type Story = StoryObj;

/** The head's domain form: sections, evidence, comments, the reviewer's flag on Q001, the save bar. */
export const Editable: Story = {
  decorators: [withApi(routes(status(2, ['sh.save', 'sh.submit'])), { url: '/forms/domain?accrid=1&domain=D1' })],
  play: loaded('form.domain-form'),
};

/** A form of a version that changed the catalogue: the link to its change notice comes with the form, in its first view. */
export const ChangedVersion: Story = {
  decorators: [withApi(routes(status(2, ['sh.save', 'sh.submit']), answers, true), { url: '/forms/domain?accrid=1&domain=D1' })],
  play: loaded('[data-testid="change-notice-link"]'),
};

/** Submitted: read-only. */
export const Submitted: Story = {
  decorators: [withApi(routes(status(3, [])), { url: '/forms/domain?accrid=1&domain=D1' })],
  play: loaded('form.domain-form'),
};

/** Sent back by the district: the reason at the top. */
export const Rejected: Story = {
  decorators: [
    withApi(routes(status(2, ['sh.save', 'sh.submit'], { reason: 'Evidence missing or unclear', comment: 'Attach the signed plan.', by: 'DQA' })), {
      url: '/forms/domain?accrid=1&domain=D1',
    }),
  ],
  play: loaded('.reject-box'),
};
