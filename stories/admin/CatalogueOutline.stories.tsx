import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLang } from '../../web/app/LangContext';
import { OutlineNav, type Selection } from '../../web/admin/catalogue/editor/OutlineNav';
import { withRouter } from './mockApi';
import { catalogue } from './catalogueStoryParts';
import '../../web/admin/catalogue/editor/editor.css';

/** The outline with its search box: what is typed or ticked narrows the tree. */
function Story({ query, tick, width }: { query?: string; tick?: 'needsHindi' | 'hasCondition' | 'asksEvidence'; width?: number }) {
  const { lang } = useLang();
  const [selected, setSelected] = useState<Selection>(null);
  const c = structuredClone(catalogue);
  c.domains[0].subdomains[1].questions[0].label.hi = '';
  return (
    <div className="catalogue-editor" style={{ maxWidth: width }} data-query={query} data-tick={tick}>
      <OutlineNav
        catalogue={c}
        missingHindi={{ D1: 1, D2: 0 }}
        selected={selected}
        onSelect={setSelected}
        lang={lang}
        editable
        busy={false}
        onMoveQuestion={() => undefined}
        onMoveSubdomain={() => undefined}
        onAddQuestion={() => undefined}
        onAddSubdomain={() => undefined}
        onAddOptionGroup={() => undefined}
      />
    </div>
  );
}

/** Types into the search box (React listens to the native setter's input event). */
function type(canvas: HTMLElement, text: string) {
  const input = canvas.querySelector<HTMLInputElement>('#outline-query');
  if (!input) throw new Error('no search box');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const visibleQuestions = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll<HTMLElement>('li.outline-row:not([hidden]) .qid')].filter((el) => !el.closest('[hidden]')).map((el) => el.textContent);

const meta = { title: 'Admin/Catalogue editor/Outline search', component: Story, decorators: [withRouter] } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

/** Nothing typed: the whole outline, with the search box and the filters above it. */
export const Everything: S = { args: {} };
/** A Hindi word finds the questions with it, in their domain and subdomain, with the count. */
export const FoundByHindiWord: S = {
  args: {},
  play: async ({ canvasElement }) => {
    type(canvasElement, 'शिक्षक');
    await new Promise((r) => setTimeout(r, 0));
    const ids = visibleQuestions(canvasElement);
    // Q004's Hindi is left empty in this story, so only Q005 and Q006 have the word.
    if (ids.join() !== 'Q005,Q006') throw new Error(`found ${ids.join()}`);
    if (!canvasElement.querySelector('.outline-count')) throw new Error('no count of matches');
  },
};
/** Words nothing has: "No question matches", and the clear button. */
export const NothingMatches: S = {
  args: {},
  play: async ({ canvasElement }) => {
    type(canvasElement, 'zzz');
    await new Promise((r) => setTimeout(r, 0));
    if (visibleQuestions(canvasElement).length) throw new Error('questions still shown');
    if (!canvasElement.querySelector('.outline-count button')) throw new Error('no clear button');
  },
};
/** On a phone (390 px): the box and the ticks wrap. */
export const OnAPhone: S = { args: { width: 390 } };
