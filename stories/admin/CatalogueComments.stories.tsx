import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommentsPanel } from '../../web/admin/catalogue/editor/CommentsPanel';
import { GonePartComments } from '../../web/admin/catalogue/editor/GonePartComments';
import { fixtureCatalogue } from '../../engine/testing/fixtureCatalogue';
import { CommentMark, DiffComments, PublishCommentsList } from '../../web/admin/catalogue/editor/CommentMarks';
import type { CommentCounts, CommentThread } from '../../web/admin/catalogue/editor/commentsApi';
import { loaded, ok, withAdminApi, type MockRoute } from './mockApi';
import '../../web/admin/catalogue/editor/editor.css';

const threads: CommentThread[] = [
  {
    id: 1,
    target: 'question:Q012',
    state: 'open',
    createdBy: 'Asha Verma',
    createdAt: '2026-11-27T09:10:00.000Z',
    resolvedBy: null,
    resolvedAt: null,
    lines: [
      { id: 1, kind: 'comment', text: 'Should this ask for the register of the last two years, not one?', by: 'Asha Verma', at: '2026-11-27T09:10:00.000Z' },
      { id: 2, kind: 'comment', text: 'दो वर्ष का रजिस्टर माँगना उचित है; ग्रामीण विद्यालयों के पास यह रहता है।', by: 'Vikram Singh', at: '2026-11-27T11:40:00.000Z' },
    ],
  },
  {
    id: 2,
    target: 'question:Q012',
    state: 'resolved',
    createdBy: 'Vikram Singh',
    createdAt: '2026-11-26T08:00:00.000Z',
    resolvedBy: 'Asha Verma',
    resolvedAt: '2026-11-26T15:30:00.000Z',
    lines: [
      { id: 3, kind: 'comment', text: 'The Hindi says पंजी; the glossary says रजिस्टर.', by: 'Vikram Singh', at: '2026-11-26T08:00:00.000Z' },
      { id: 4, kind: 'resolve', text: null, by: 'Asha Verma', at: '2026-11-26T15:30:00.000Z' },
    ],
  },
];
const counts: CommentCounts = { open: 2, resolved: 1, byTarget: { 'question:Q012': { open: 1, resolved: 1 }, grading: { open: 1, resolved: 0 } } };
// Q999 was retired in the draft after its thread was started: the fixture has no such question.
const goneCounts: CommentCounts = { open: 1, resolved: 0, byTarget: { 'question:Q999': { open: 1, resolved: 0 } } };
const list = (shown: CommentThread[]): MockRoute[] => [
  { method: 'GET', path: /\/comments\/counts$/, answer: () => ok(counts) },
  { method: 'GET', path: /\/comments$/, answer: () => ok({ threads: shown, counts }) },
];
// A refused reply: the typed text stays in the box.
const refused: MockRoute = {
  method: 'POST',
  path: /\/comments/,
  answer: () => ({ status: 409, errorCode: 'catalogueVersionPublished', errorMessage: 'This version is published and can no longer be changed.' }),
};

function Story({ part, editable = true }: { part: 'panel' | 'marks' | 'publish' | 'diff' | 'gone'; editable?: boolean }) {
  if (part === 'marks')
    return (
      <p>
        Q012 <CommentMark open={1} /> · Q013 <CommentMark open={0} /> · Grading <CommentMark open={3} />
      </p>
    );
  if (part === 'publish') return <PublishCommentsList version="v5" counts={counts} />;
  if (part === 'gone') return <GonePartComments version="v5" catalogue={fixtureCatalogue()} counts={goneCounts} editable={editable} />;
  if (part === 'diff') return <DiffComments version="v5" questionId="Q012" counts={counts} />;
  return <CommentsPanel version="v5" target="question:Q012" partName="Question Q012" editable={editable} />;
}

const meta = { title: 'Admin/Catalogue editor/Comments', component: Story } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

/** Beside a question being edited: an open thread with a reply, a resolved one (closed), a box for a new thread. */
export const Threads: S = { args: { part: 'panel' }, decorators: [withAdminApi([...list(threads), refused])], play: loaded('[data-testid="comment-thread"]') };
/** A part nobody commented on yet. */
export const Empty: S = { args: { part: 'panel' }, decorators: [withAdminApi(list([]))], play: loaded('.comment-box') };
/** The threads could not be read: the error, and a way to try again. */
export const LoadFailed: S = {
  args: { part: 'panel' },
  decorators: [withAdminApi([{ method: 'GET', path: /\/comments$/, answer: () => ({ status: 500, errorMessage: 'Something went wrong' }) }])],
  play: loaded('.alert-error'),
};
/** A published version keeps its comments, read-only: no reply box, no resolve. */
export const Published: S = { args: { part: 'panel', editable: false }, decorators: [withAdminApi(list(threads))], play: loaded('[data-testid="comment-thread"]') };
/** The outline's marks: the open threads of a part (none shown for a part with none). */
export const OutlineMarks: S = { args: { part: 'marks' } };
/** What the publish dialog lists while threads are open. */
export const AtPublish: S = { args: { part: 'publish' }, decorators: [withAdminApi(list(threads))], play: loaded('[data-testid="publish-comments"] li') };
/** Under a changed question of the comparison: the count, and the threads on demand. */
export const InTheComparison: S = { args: { part: 'diff' }, decorators: [withAdminApi(list(threads))] };
/**
 * Threads on a question retired since they were started: listed apart under the editor, to answer,
 * resolve or reopen (an open one still asks the approver to confirm), with no box for a new thread.
 */
export const OnARetiredQuestion: S = {
  args: { part: 'gone' },
  decorators: [withAdminApi(list([{ ...threads[0], target: 'question:Q999' }]))],
  play: async (ctx) => {
    await loaded('[data-testid="gone-part-comments"] [data-testid="comment-thread"]')(ctx);
    if (ctx.canvasElement.querySelector('.comment-box textarea[id^="new-comment"]')) throw new Error('a thread was offered on a part no longer in the draft');
  },
};
