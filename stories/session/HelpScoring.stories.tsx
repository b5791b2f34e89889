import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoringOf } from '../../web/session/help/HelpScoring';
import { LangProvider } from '../../web/app/LangContext';
import { i18n } from '@lingui/core';
import { equalScoring, weightedScoring } from './guidelinesScoring';

function Story({ value }: { value: typeof weightedScoring }) {
  return (
    <LangProvider initial={i18n.locale === 'hi' ? 'hi' : 'en'}>
      <ScoringOf value={value} />
    </LangProvider>
  );
}

const meta = { title: 'Session/Guidelines/Scoring of a version', component: Story } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

/** A head's cycle on a version with weighted domains: its bands, grade names, each domain's weight and a worked example. */
export const WeightedDomains: S = {
  args: { value: weightedScoring },
  play: ({ canvasElement }) => {
    if (/counting equally|बराबर है/.test(canvasElement.textContent ?? '')) throw new Error('a weighted version is said to count every domain equally');
    if (!canvasElement.querySelector('[data-testid="domain-weights"]')?.textContent?.includes('1.5')) throw new Error('the weights are not shown');
  },
};
/** A reader without a form sees the newest published version, said so; its domains count equally. */
export const NewestVersionEqualDomains: S = {
  args: { value: equalScoring },
  play: ({ canvasElement }) => {
    if (!/counting equally|बराबर है/.test(canvasElement.textContent ?? '')) throw new Error('equal domains are not said to count equally');
  },
};
