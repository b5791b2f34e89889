import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLang } from '../../web/app/LangContext';
import { ConditionPicker } from '../../web/admin/catalogue/editor/ConditionPicker';
import type { Condition, Option, Question } from '../../engine';
import { withRouter } from './mockApi';
import { catalogue, Editable, questionOf } from './catalogueStoryParts';
import '../../web/admin/catalogue/editor/editor.css';

const optionsOf = (q: Question): Option[] => q.options ?? catalogue.optionGroups.find((g) => g.id === q.optionGroup)?.options ?? [];

function Story({ initial, candidates }: { initial?: Condition; candidates: string[] }) {
  const { lang } = useLang();
  return (
    <Editable<Condition | undefined> initial={initial}>
      {(value, set) => <ConditionPicker value={value} onChange={set} candidates={candidates.map(questionOf)} optionsOf={optionsOf} lang={lang} />}
    </Editable>
  );
}

const meta = { title: 'Admin/Catalogue editor/Condition picker', component: Story, decorators: [withRouter] } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

/** Always shown: the earlier choice questions are offered. */
export const AlwaysShown: S = { args: { candidates: ['Q001', 'Q003'] } };
/** Shown when Q001 is answered "Yes". */
export const WhenYes: S = { args: { initial: { question: 'Q001', in: ['YN1'] }, candidates: ['Q001', 'Q003'] } };
/** The first question of a domain: there is nothing earlier to depend on. */
export const NothingEarlier: S = { args: { candidates: [] } };
/** A stored rule on a question the picker cannot offer (later or retired): shown as stored, with a warning, never "Always". */
export const StoredRuleNotOffered: S = {
  args: { initial: { question: 'Q777', in: ['YN1'] }, candidates: ['Q001', 'Q003'] },
  play: ({ canvasElement }) => {
    const select = canvasElement.querySelector<HTMLSelectElement>('#showif-question');
    if (select?.value !== 'Q777') throw new Error(`the stored rule is not shown (select says "${select?.value}")`);
    if (!canvasElement.querySelector('[data-testid="condition-stored"]')) throw new Error('no warning for a rule that cannot be offered');
  },
};
/** A stored rule on answers its question does not have. */
export const StoredAnswersItLacks: S = { args: { initial: { question: 'Q001', in: ['PB1'] }, candidates: ['Q001', 'Q003'] } };
