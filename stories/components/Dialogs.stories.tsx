import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '../../web/components/ConfirmDialog';
import { WelcomeDialog } from '../../web/components/WelcomeDialog';
import { FileViewer } from '../../web/components/FileViewer';
import { UnsavedChangesConfirm } from '../../web/components/UnsavedChangesConfirm';
import { headSession, loaded, withApi } from '../form/storyKit';

const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const meta = { title: 'Components/Dialogs', component: ConfirmDialog } satisfies Meta;
export default meta;
type Story = StoryObj;

/** The confirmation before a destructive or status-changing action. */
export const Confirm: Story = {
  decorators: [withApi([])],
  render: () => (
    <ConfirmDialog open title="Delete document" confirmLabel="Delete" onCancel={() => undefined} onConfirm={() => undefined}>
      <p>Do you want to delete plan.pdf?</p>
    </ConfirmDialog>
  ),
};

/** Asked before a dialog or form that holds typed, unsaved input closes (Cancel, Escape, the menu). */
export const UnsavedChanges: Story = {
  decorators: [withApi([])],
  render: () => <UnsavedChangesConfirm open onLeave={() => undefined} onStay={() => undefined} />,
};

/** The school head's welcome after each login, with the consent to tick. */
export const Welcome: Story = { decorators: [withApi([], { session: headSession, welcome: true })], render: () => <WelcomeDialog /> };

/** An evidence image shown inside the page. */
export const ImageViewer: Story = {
  decorators: [withApi([{ method: 'GET', path: /documents\/12$/, answer: () => ({ blob: new Blob([png], { type: 'image/png' }) }) }])],
  render: () => <FileViewer path="/v1/form/1/question/Q001/documents/12" fileName="smc-meeting.png" kind="image" onClose={() => undefined} />,
  play: async () => loaded('.file-viewer img')({ canvasElement: document.body }),
};
