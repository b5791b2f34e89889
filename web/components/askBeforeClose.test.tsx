import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { activateLang, loadArea } from '../i18n';
import { CycleEndDialog } from '../admin/cycles/CycleEndDialog';
import { RaiseComplaintDialog } from '../admin/complaints/RaiseComplaintDialog';
import { SendBackDialog, SendForApprovalDialog } from '../admin/catalogue/editor/ApprovalDialogs';
import type { Cycle } from '../admin/types';
import { RejectDialog } from '../review/RejectDialog';
import { StatusChangeDialog } from '../review/StatusChangeDialog';

const ASKED = 'The changes in this form are not saved. Leave without saving them?';

const cycle = { cycleid: 4, name: '2026-27', endsOn: null, updatedAt: '2026-11-01T00:00:00.000Z' } as unknown as Cycle;
const reject = { event: 'dqa.reject', kind: 'reject', level: 'dqa', path: '/v1/workflow/form/dqa/status/reject' } as const;

/** Each dialog that takes typed input, drawn with a close spy, and how to type into it. */
const dialogs: { name: string; draw: (onClose: () => void) => ReactElement; type: () => void }[] = [
  {
    name: "a cycle's last day",
    draw: (onClose) => <CycleEndDialog cycle={cycle} onClose={onClose} onSaved={() => undefined} onLoadTheirs={() => undefined} />,
    type: () => fireEvent.change(screen.getByLabelText(/Last day/, { selector: 'input' }), { target: { value: '2027-03-31' } }),
  },
  {
    name: 'a complaint',
    draw: (onClose) => <RaiseComplaintDialog open onClose={onClose} onRaised={() => undefined} />,
    type: () => fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'The toilets were counted twice' } }),
  },
  {
    name: 'a reject comment',
    draw: (onClose) => <RejectDialog action={reject} accrid={12} schoolName="GPS Rampur" onClose={onClose} onDone={() => undefined} />,
    type: () => fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Evidence for Q012 is missing' } }),
  },
  {
    name: 'a status change comment',
    draw: (onClose) => (
      <StatusChangeDialog
        accrid="12"
        schoolName="GPS Rampur"
        current={{ code: 3, label: 'Submitted' }}
        next={[{ code: 4, label: 'DQA approved' }]}
        onClose={onClose}
        onDone={() => undefined}
      />
    ),
    type: () => fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Checked on the visit' } }),
  },
  {
    name: 'a request for approval',
    draw: (onClose) => <SendForApprovalDialog open busy={false} onCancel={onClose} onConfirm={() => undefined} />,
    type: () => fireEvent.change(screen.getByLabelText(/Office order number/), { target: { value: 'SE/2026/114' } }),
  },
  {
    name: 'a send-back comment',
    draw: (onClose) => <SendBackDialog open busy={false} onCancel={onClose} onConfirm={() => undefined} />,
    type: () => fireEvent.change(screen.getByLabelText(/Comment for the author/), { target: { value: 'Q014 needs a Hindi label' } }),
  },
];

function drawn(dialog: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{dialog}</QueryClientProvider>
    </I18nProvider>,
  );
}

const cancelButton = () => screen.getAllByRole('button', { name: 'Cancel' })[0]!;
const tabCloseAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
const escape = () => fireEvent(cancelButton().closest('dialog')!, new Event('cancel', { cancelable: true }));

describe.each(dialogs)('the dialog for $name', ({ draw, type }) => {
  beforeEach(async () => {
    await loadArea('admin');
    await activateLang('en');
    // The reasons of a rejection, the only call these dialogs make before a save.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'SUCCESS', value: [{ id: 1, label: { en: 'Evidence missing', hi: 'साक्ष्य नहीं है' }, needsComment: false }] }))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('closes at once on Cancel while nothing is typed', async () => {
    const onClose = vi.fn();
    drawn(draw(onClose));
    expect(tabCloseAsks()).toBe(false);
    fireEvent.click(cancelButton());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(ASKED)).toBeNull();
  });

  it('asks before Cancel or Escape drops what was typed: stay keeps it, leave closes', async () => {
    const onClose = vi.fn();
    drawn(draw(onClose));
    await waitFor(() => type());
    // Closing the tab asks on the same condition as closing the dialog.
    expect(tabCloseAsks()).toBe(true);
    fireEvent.click(cancelButton());
    const asked = await screen.findByText(ASKED);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(asked.closest('dialog')!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(ASKED)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    escape();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the Hindi question', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await activateLang('en');
  });

  it('is asked in Hindi on a Hindi page', async () => {
    await loadArea('admin');
    await activateLang('hi');
    const onClose = vi.fn();
    drawn(<CycleEndDialog cycle={cycle} onClose={onClose} onSaved={() => undefined} onLoadTheirs={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/अंतिम दिन/, { selector: 'input' }), { target: { value: '2027-03-31' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'रद्द करें' })[0]!);
    expect(await screen.findByText(/सहेजे नहीं गए/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
