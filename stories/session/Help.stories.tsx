import type { Meta, StoryObj } from '@storybook/react-vite';
import Help from '../../web/session/pages/Help';
import { headSession, loaded, page, withSessionPage } from './mockSession';
import { equalScoring, weightedScoring } from './guidelinesScoring';

const meta = {
  title: 'Session/Guidelines',
  component: Help,
  decorators: [withSessionPage],
  parameters: page({
    entry: '/dashboard/help',
    session: headSession,
    routes: [{ method: 'GET', path: /^\/v1\/guidelines\/scoring$/, answer: () => ({ value: weightedScoring }) }],
  }),
} satisfies Meta<typeof Help>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The guidelines: domains, process, scoring and grades of the head's cycle's version, evidence files and the helpdesk. */
export const Default: Story = { play: loaded('[data-testid="domain-weights"]') };
/** A reader without a form (staff): the scoring of the newest published version, said so. */
export const WithoutAForm: Story = {
  parameters: page({ entry: '/dashboard/help', session: headSession, routes: [{ method: 'GET', path: /^\/v1\/guidelines\/scoring$/, answer: () => ({ value: equalScoring }) }] }),
  play: loaded('[data-testid="scoring-version"]'),
};
