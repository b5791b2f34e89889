import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLang } from '../../web/app/LangContext';
import { QuestionEditor } from '../../web/admin/catalogue/editor/QuestionEditor';
import type { Question } from '../../engine';
import { withRouter } from './mockApi';
import { catalogue, Editable, questionOf } from './catalogueStoryParts';
import '../../web/admin/catalogue/editor/editor.css';

function Story({ id, disabled }: { id: string; disabled?: boolean }) {
  const { lang } = useLang();
  return <Editable<Question> initial={questionOf(id)}>{(q, set) => <QuestionEditor catalogue={catalogue} question={q} onChange={set} lang={lang} disabled={disabled} />}</Editable>;
}

const meta = { title: 'Admin/Catalogue editor/Question editor', component: Story, decorators: [withRouter] } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

/** A yes/no question shown only when Q001 is answered "Yes": texts side by side, property form, condition picker. */
export const WithCondition: S = { args: { id: 'Q002' } };
/** A multi-choice question with its own options, scores and a maximum. */
export const OwnOptions: S = { args: { id: 'Q007' } };
/**
 * A computed percentage: the formula picker offers earlier counts, and score bands. Every button of
 * the property form says what it does, and no developer note of the format (in English) shows.
 */
export const ComputedPercentage: S = {
  args: { id: 'Q006' },
  play: ({ canvasElement }) => {
    const buttons = [...canvasElement.querySelectorAll<HTMLButtonElement>('.property-form button')];
    if (!buttons.length) throw new Error('the score bands have no buttons');
    const unnamed = buttons.filter((b) => !b.textContent?.trim());
    if (unnamed.length) throw new Error(`${unnamed.length} button(s) without a label`);
    if (/Numeric questions:/.test(canvasElement.textContent ?? '')) throw new Error('a developer note of the format is shown');
  },
};
/** A count limited by an earlier count ("not more than"). */
export const NotMoreThan: S = { args: { id: 'Q005' } };
/** A published version: everything shown, nothing editable. */
export const ReadOnly: S = { args: { id: 'Q001', disabled: true } };
