import type { Meta, StoryObj } from '@storybook/react-vite';
import { OptionTable } from '../../web/admin/catalogue/editor/OptionTable';
import type { Option } from '../../engine';
import { withRouter } from './mockApi';
import { Editable, questionOf } from './catalogueStoryParts';
import '../../web/admin/catalogue/editor/editor.css';

function Story({ options, multi, disabled }: { options: Option[]; multi: boolean; disabled?: boolean }) {
  return <Editable<Option[]> initial={options}>{(value, set) => <OptionTable options={value} onChange={set} multi={multi} disabled={disabled} />}</Editable>;
}

const meta = { title: 'Admin/Catalogue editor/Option table', component: Story, decorators: [withRouter] } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

const withNone: Option[] = [...questionOf('Q007').options!, { code: 'ACT4', index: 4, label: { en: 'None of these', hi: 'इनमें से कोई नहीं' }, score: 0, exclusive: true }];

/** A multi-choice question's options, one of them clearing the others ("None of these"). */
export const MultiWithNone: S = { args: { options: withNone, multi: true } };
/** A single-choice list: no "clears the others" column. */
export const Single: S = {
  args: {
    options: [
      { code: 'FREQ1', index: 1, label: { en: 'Every month', hi: 'प्रति माह' }, score: 2 },
      { code: 'FREQ2', index: 2, label: { en: 'Every term', hi: 'प्रति सत्र' }, score: 1 },
      { code: 'FREQ3', index: 3, label: { en: 'Never', hi: '' }, score: 0 },
    ],
    multi: false,
  },
};
/** Read-only, as in a published version. */
export const ReadOnly: S = { args: { options: withNone, multi: true, disabled: true } };
