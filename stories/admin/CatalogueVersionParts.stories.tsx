import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckPanel } from '../../web/admin/catalogue/editor/CheckPanel';
import { GradingEditor } from '../../web/admin/catalogue/editor/GradingEditor';
import { OptionGroupEditor } from '../../web/admin/catalogue/editor/OptionGroupEditor';
import { TextsPreview } from '../../web/admin/catalogue/editor/TextsSheet';
import type { Problem } from '../../web/admin/catalogue/editor/draftApi';
import type { Grading, OptionGroup } from '../../engine';
import { withRouter } from './mockApi';
import { catalogue, Editable } from './catalogueStoryParts';
import '../../web/admin/catalogue/editor/editor.css';

const meta = { title: 'Admin/Catalogue editor/Version parts', component: GradingEditor, decorators: [withRouter] } satisfies Meta<typeof GradingEditor>;
export default meta;
type S = StoryObj<typeof meta>;

const noop = () => undefined;

/** The grade bands, the zero-denominator rule and the Not Applicable reason. */
export const Grading_: S = {
  name: 'Grading',
  args: { value: catalogue.grading, onChange: noop },
  render: () => (
    <Editable<Grading> initial={{ ...catalogue.grading, zeroDenominator: 'notApplicable', notApplicableReason: 'required' }}>
      {(v, set) => <GradingEditor value={v} onChange={set} />}
    </Editable>
  ),
};

/** A shared option list used by several questions. */
export const OptionGroup_: S = {
  name: 'Option group',
  args: { value: catalogue.grading, onChange: noop },
  render: () => (
    <Editable<OptionGroup> initial={catalogue.optionGroups[0]}>
      {(v, set) => <OptionGroupEditor value={v} onChange={set} isNew={false} usedBy={['Q001', 'Q002', 'Q003']} multi={false} />}
    </Editable>
  ),
};

/** A new option group, its short name still to type. */
export const NewOptionGroup: S = {
  args: { value: catalogue.grading, onChange: noop },
  render: () => (
    <Editable<OptionGroup>
      initial={{
        id: '',
        label: { en: '', hi: '' },
        options: [
          { code: 'OPT1', index: 1, label: { en: '', hi: '' }, score: 1 },
          { code: 'OPT2', index: 2, label: { en: '', hi: '' }, score: 0 },
        ],
      }}
    >
      {(v, set) => <OptionGroupEditor value={v} onChange={set} isNew usedBy={[]} multi={false} />}
    </Editable>
  ),
};

const problems: Problem[] = [
  { path: 'domains[0].subdomains[0].questions[1].label.hi', message: 'Q002 का पाठ: हिन्दी पाठ नहीं है', questionid: 'Q002', subdomainid: 'SD1', domainid: 'D1', kind: 'hindi' },
  {
    path: 'domains[0].subdomains[1].questions[2].formula',
    message: 'Q006: Q005 may exceed Q004; give Q005 notMoreThan Q004',
    questionid: 'Q006',
    subdomainid: 'SD2',
    domainid: 'D1',
    kind: 'rule',
  },
  { path: 'grading.bands[3].min', message: 'The last grade band must have min 0', questionid: null, subdomainid: null, domainid: null, kind: 'rule' },
];

/** What stops publishing, each linked to its part. */
export const CheckProblems: S = {
  args: { value: catalogue.grading, onChange: noop },
  render: () => <CheckPanel problems={problems} catalogue={catalogue} onPick={noop} />,
};

/** Nothing stops publishing. */
export const CheckPasses: S = {
  args: { value: catalogue.grading, onChange: noop },
  render: () => <CheckPanel problems={[]} catalogue={catalogue} onPick={noop} />,
};

/** A translator's sheet before it is applied: the changes, the rows that stop it, and the texts changed in the draft since, each named in words ("Question Q010 · Text (Hindi)"). */
export const TextsSheetPreview: S = {
  args: { value: catalogue.grading, onChange: noop },
  render: () => (
    <TextsPreview
      preview={{
        applied: false,
        changes: [
          { id: 'Q002', field: 'label', lang: 'hi', before: '', after: 'क्या मॉक ड्रिल आयोजित हुई?' },
          { id: 'SD1', field: 'name', lang: 'en', before: 'Safety', after: 'Safety and security' },
        ],
        problems: [{ row: 14, problem: 'notDevanagari', id: 'Q003', field: 'label' }],
        conflicts: [
          { id: 'Q010', field: 'label', lang: 'hi', draft: 'क्या विद्यालय में अग्नि सुरक्षा अभ्यास हुआ?', sheet: 'क्या अग्नि अभ्यास हुआ?', by: 'Vikram Singh', at: '2026-03-02T10:15:00.000Z' },
          { id: 'group:yesNo', field: 'option:YES', lang: 'en', draft: 'Yes, always', sheet: 'Yes', by: 'Vikram Singh', at: '2026-03-02T10:20:00.000Z' },
        ],
      }}
    />
  ),
};
