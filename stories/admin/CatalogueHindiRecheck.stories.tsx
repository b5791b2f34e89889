import type { Meta, StoryObj } from '@storybook/react-vite';
import { BilingualText } from '../../web/admin/catalogue/editor/BilingualText';
import { HindiRecheckPanel, PublishRecheckList } from '../../web/admin/catalogue/editor/HindiRecheckPanel';
import { OptionTable } from '../../web/admin/catalogue/editor/OptionTable';
import { RecheckContext, recheckOf } from '../../web/admin/catalogue/editor/hindiRecheck';
import type { RecheckText } from '../../web/admin/catalogue/editor/draftApi';
import type { Option, Text } from '../../engine';
import { withRouter } from './mockApi';
import { Editable, questionOf } from './catalogueStoryParts';
import '../../web/admin/catalogue/editor/editor.css';

const q2 = questionOf('Q002');
const q7 = questionOf('Q007');
const at = '2026-11-28T10:15:00.000Z';
/** Q002's text and one option of Q007 changed in English after their Hindi was written. */
const list: RecheckText[] = [
  { id: 'Q002', field: 'label', target: 'question:Q002', en: `${q2.label.en} (revised)`, hi: q2.label.hi, by: 'Vikram Singh', at },
  { id: 'Q007', field: `option:${q7.options![0].code}`, target: 'question:Q007', en: `${q7.options![0].label.en} (revised)`, hi: q7.options![0].label.hi, by: 'Vikram Singh', at },
  { id: 'D1', field: 'name', target: 'domain:D1', en: 'School Leadership and Management (revised)', hi: 'विद्यालय नेतृत्व एवं प्रबंधन', by: 'Asha Verma', at },
];
const confirm = async () => null;

function Story({ part }: { part: 'field' | 'options' | 'panel' | 'publish' }) {
  return (
    <RecheckContext.Provider value={recheckOf(list, confirm)}>
      {part === 'field' && (
        <Editable<Text> initial={{ ...q2.label, en: list[0].en }}>
          {(v, set) => <BilingualText label="Question text" textKey="Q002|label" value={v} onChange={(x) => x && set(x)} multiline />}
        </Editable>
      )}
      {part === 'options' && (
        <Editable<Option[]> initial={q7.options!}>{(v, set) => <OptionTable textId="Q007" options={v} onChange={set} multi={q7.type === 'multi'} />}</Editable>
      )}
      {part === 'panel' && <HindiRecheckPanel list={list} onOpen={() => undefined} />}
      {part === 'publish' && <PublishRecheckList list={list} />}
    </RecheckContext.Provider>
  );
}

const meta = { title: 'Admin/Catalogue editor/Hindi to re-check', component: Story, decorators: [withRouter] } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

const marked =
  (count: number) =>
  ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const n = canvasElement.querySelectorAll('[data-testid="recheck-mark"]').length;
    if (n !== count) throw new Error(`${n} marks, expected ${count}`);
  };

/** A text whose English changed: its Hindi is marked "to re-check", with "Hindi checked" beside it. */
export const OnTheField: S = { args: { part: 'field' }, play: marked(1) };
/** A question's own options: only the option whose English changed is marked. */
export const OnAnOption: S = { args: { part: 'options' }, play: marked(1) };
/** The list above the outline: each text with its new English, its Hindi, who changed it and when. */
export const TheList: S = { args: { part: 'panel' } };
/** What the publish dialog says while texts are still to re-check. */
export const AtPublish: S = { args: { part: 'publish' } };
