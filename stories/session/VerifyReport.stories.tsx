import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import VerifyReport from '../../web/session/pages/VerifyReport';
import { loaded, page, withSessionPage } from './mockSession';

const verified = {
  reportCode: 'RC-1-06010100101',
  schoolName: 'Government Senior Secondary School, Mullana',
  schoolCode: '06010100101',
  udise: '06010100101',
  cycleName: '2026-27',
  score: 82.4,
  grade: 'B',
  gradeText: 'Good',
  accreditedAt: '2026-11-19T10:00:00Z',
};
const address = '/verify?code=RC-1-06010100101&k=abcdefghijkl';

const meta = {
  title: 'Session/Verify a report card',
  component: VerifyReport,
  decorators: [withSessionPage],
  parameters: page({
    entry: address,
    session: null,
    routes: [{ method: 'POST', path: /\/v1\/verify\/report$/, answer: (lang) => ({ value: { ...verified, gradeText: lang === 'hi' ? 'अच्छा' : 'Good' } }) }],
  }),
} satisfies Meta<typeof VerifyReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the QR code: what the department issued for the code. */
export const Issued: Story = { play: loaded('[data-testid=verify-result]') };

/** A code and key that do not belong together: the card may be forged; another address can be pasted. */
export const NotIssued: Story = {
  parameters: page({
    entry: address,
    session: null,
    routes: [
      {
        method: 'POST',
        path: /\/v1\/verify\/report$/,
        answer: (lang) => ({
          status: 404,
          errorCode: 'reportNotFound',
          errorMessage: lang === 'hi' ? 'इस कोड का कोई रिपोर्ट कार्ड नहीं है। कोड और पता जाँचें।' : 'There is no report card with this code. Check the code and the address.',
        }),
      },
    ],
  }),
  play: loaded('.alert-error'),
};

/** Opened without an address: paste the one printed on the card; a text that is not one is refused on the field. */
export const PasteAddress: Story = {
  parameters: page({ entry: '/verify', session: null }),
  play: async ({ canvasElement }) => {
    fireEvent.change(canvasElement.querySelector('#verify-address')!, { target: { value: 'RC-1-06010100101' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('#verify-address-error')) throw new Error('no error yet');
    });
  },
};
