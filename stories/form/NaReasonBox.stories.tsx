import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NaReasonBox, type NaReasonRule } from '../../web/form/NaReasonBox';
import { QuestionStore } from '../../web/form/questionStore';
import { withApi } from './storyKit';

function Box({ rule = 'required', reason = '', editable = true }: { rule?: NaReasonRule; reason?: string; editable?: boolean }) {
  const [store] = useState(() => {
    const s = new QuestionStore(async () => []);
    s.setAnswers({ Q028: 'NA' });
    s.setReasons(reason ? { Q028: reason } : {});
    return s;
  });
  return <NaReasonBox store={store} questionid="Q028" rule={rule} onChange={editable ? (q, r) => store.setReason(q, r) : undefined} />;
}

const meta = { title: 'Form/Not Applicable reason', component: NaReasonBox, decorators: [withApi([])] } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Just answered "Not Applicable" under a version that requires a reason: asked, and marked until given. */
export const Required: Story = { render: () => <Box /> };
/** Given: the counter, no message. */
export const Given: Story = { render: () => <Box reason="The school has no biometric device; attendance is kept in the register." /> };
/** A version that only asks: no star and no message. */
export const Optional: Story = { render: () => <Box rule="optional" /> };
/** The reviewer (or a submitted form) reads the reason. */
export const ReadOnly: Story = { render: () => <Box editable={false} reason="विद्यालय में बायोमेट्रिक उपकरण नहीं है; उपस्थिति रजिस्टर में दर्ज होती है।" /> };
/** Read-only without a reason. */
export const ReadOnlyMissing: Story = { render: () => <Box editable={false} /> };
