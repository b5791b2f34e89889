import type { Meta, StoryObj } from '@storybook/react-vite';
import { UndoRedoBar } from '../../web/admin/catalogue/editor/UndoRedoBar';
import { emptyUndo, recordEdit, stepDone, stepRefused, type UndoState } from '../../web/admin/catalogue/editor/undoStack';
import { withRouter } from './mockApi';

const copied = recordEdit(recordEdit(emptyUndo, { change: 10, action: 'update', target: 'question:Q014' }), { change: 11, action: 'copy', target: 'question:Q228', of: 'Q012' });
const undone: UndoState = stepDone(copied, 'undo', 12);
const refused: UndoState = stepRefused(copied, 'undo', 'Vikram Singh changed this part at 28/11/2026, 9:40 pm.');

const meta = {
  title: 'Admin/Catalogue editor/Undo and redo',
  component: UndoRedoBar,
  args: { state: emptyUndo, busy: false, onUndo: () => undefined, onRedo: () => undefined },
  decorators: [withRouter],
} satisfies Meta<typeof UndoRedoBar>;
export default meta;
type S = StoryObj<typeof meta>;

const says =
  (...texts: RegExp[]) =>
  ({ canvasElement }: { canvasElement: HTMLElement }) => {
    for (const re of texts) if (!re.test(canvasElement.textContent ?? '')) throw new Error(`"${canvasElement.textContent}" does not say ${re}`);
  };

/** Nothing done yet in this session: both buttons are off. */
export const NothingYet: S = {};
/** After a save and a copy: the undo button says what it would take back. */
export const AfterACopy: S = { args: { state: copied }, play: says(/Undo: copy of Q012|पूर्ववत करें: Q012 की प्रति/) };
/** The copy undone: it can be redone, and the save before it undone. */
export const CopyUndone: S = { args: { state: undone }, play: says(/Redo: copy of Q012|फिर से करें: Q012 की प्रति/, /Undo: change to Question Q014|पूर्ववत करें: प्रश्न Q014 में परिवर्तन/) };
/** Someone changed the copy since: the undo was refused, nothing lost, and the bar says so. */
export const Refused: S = { args: { state: refused }, play: says(/Vikram Singh/) };
/** The same in Hindi. */
export const RefusedHindi: S = { ...Refused, globals: { lang: 'hi' } };
/** While an undo runs. */
export const Busy: S = { args: { state: copied, busy: true } };
