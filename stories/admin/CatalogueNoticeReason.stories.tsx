import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../../web/api/client';
import { NoticeReasonField } from '../../web/admin/catalogue/notice/NoticeReasonField';
import type { SavedReason } from '../../web/admin/catalogue/notice/noticeApi';

const at = '2026-11-28T10:15:00.000Z';
const saved = async (body: { target: string; en: string; hi: string }): Promise<SavedReason> => ({ ...body, updatedAt: at, updatedBy: 'Meena Sharma' });
const conflict = async (): Promise<SavedReason> => {
  throw new ApiError(409, 'recordChanged', 'Someone else changed this', [{ field: 'base', problem: 'changedByOther', by: 'Ravi Kumar', at }]);
};
const noop = () => undefined;

const meta = { title: 'Admin/Catalogue/Change notice reason', component: NoticeReasonField } satisfies Meta<typeof NoticeReasonField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No reason written yet. */
export const Empty: Story = { args: { target: 'question:Q227', reason: undefined, save: saved, onSaved: noop, onReload: noop } };
/** English written, Hindi blank: flagged as needing Hindi. */
export const NeedsHindi: Story = {
  args: { target: 'question:Q005', reason: { en: 'The register must be complete', hi: '', updatedAt: at, updatedBy: 'Ravi Kumar' }, save: saved, onSaved: noop, onReload: noop },
};
/** Both languages written; a save answers that another officer saved first. */
export const BothLanguages: Story = {
  args: {
    target: 'question:Q227',
    reason: { en: 'Classrooms get hot in summer', hi: 'गर्मी में कक्षा-कक्ष बहुत गरम होते हैं', updatedAt: at, updatedBy: 'Meena Sharma' },
    save: conflict,
    onSaved: noop,
    onReload: noop,
  },
};
