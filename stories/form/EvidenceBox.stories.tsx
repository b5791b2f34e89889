import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { api } from '../../web/api/client';
import { EvidenceBox } from '../../web/form/EvidenceBox';
import { QuestionStore, type EvidenceDocument } from '../../web/form/questionStore';
import { documents } from './fixtures';
import { loaded, ok, withApi } from './storyKit';

function Box({ editable = true, mandatory = true, inlineView = false }: { editable?: boolean; mandatory?: boolean; inlineView?: boolean }) {
  const [store] = useState(() => {
    const s = new QuestionStore((q) => api<EvidenceDocument[]>('POST', `/v1/form/1/question/${q}/documents`, {}));
    s.requestDocs(['Q001', 'Q002']);
    return s;
  });
  return (
    <>
      <EvidenceBox store={store} accrid={1} questionid="Q001" mandatory={mandatory} needed editable={editable} inlineView={inlineView} />
      <EvidenceBox store={store} accrid={1} questionid="Q002" mandatory={mandatory} needed editable={editable} inlineView={inlineView} />
    </>
  );
}

const api_ = withApi([
  { method: 'POST', path: /\/question\/Q001\/documents$/, answer: () => ok(documents) },
  { method: 'POST', path: /\/question\/Q002\/documents$/, answer: () => ok([]) },
]);

const meta = { title: 'Form/Evidence upload', component: EvidenceBox, decorators: [api_] } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Q001 has two files (download, delete); Q002 has none although its evidence is mandatory. */
export const Attached: Story = { render: () => <Box />, play: loaded('.evidence-list') };

/** Files chosen and checked before upload: one good, one of a refused type, one over 10 MB; upload all, remove all. */
export const Chosen: Story = {
  render: () => <Box />,
  play: async ({ canvasElement }) => {
    await loaded('.evidence-list')({ canvasElement });
    const input = canvasElement.querySelector<HTMLInputElement>('[data-testid="evidence-Q002"] input[type=file]')!;
    const big = new File([new Uint8Array(16)], 'survey.xlsx', { type: '' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const files = [new File(['%PDF-1.4'], 'mock-drill-report.pdf', { type: 'application/pdf' }), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), big];
    fireEvent.change(input, { target: { files } });
    await waitFor(() => {
      if (canvasElement.querySelectorAll('.upload-queue li').length !== 3) throw new Error('not listed');
    });
  },
};

/** Read-only, as reviewers see it: images and PDFs open inside the page. */
export const ReadOnly: Story = { render: () => <Box editable={false} inlineView />, play: loaded('.evidence-list') };
