import { apiCall } from '../../../api/call';
import { recorded } from './editEvents';

/** Copying, bringing back, reverting, undoing: the editor's ways back (server/catalogue/drafts/catalogue-copy.ts, catalogue-revert.ts). */
export const historyApi = {
  /** Copies a question right after itself; the copy's texts carry a mark to review. */
  copyQuestion: (v: string, id: string) =>
    recorded(
      (a) => ({ version: v, target: `question:${a.questionid}`, action: 'copy', of: id }),
      apiCall('post', '/v1/catalogue/drafts/{version}/questions/{questionid}/copy', { path: { version: v, questionid: id } }),
    ),
  /** Brings back a question retired in this draft. */
  restoreQuestion: (v: string, id: string) =>
    recorded(
      { version: v, target: `question:${id}`, action: 'restore' },
      apiCall('post', '/v1/catalogue/drafts/{version}/questions/{questionid}/restore', { path: { version: v, questionid: id } }),
    ),
  /** Sets a part back to its content after one line of its history; `revision`: the part's when the history was read. */
  revert: (v: string, target: string, change: number, revision: number) =>
    recorded({ version: v, target, action: 'revert' }, apiCall('post', '/v1/catalogue/drafts/{version}/revert', { path: { version: v }, body: { change, revision } })),
  /** Undoes or redoes one change of the session; not itself recorded (the undo stack moves it). */
  undo: (v: string, change: number, direction: 'undo' | 'redo', revision: number) =>
    apiCall('post', '/v1/catalogue/drafts/{version}/undo', { path: { version: v }, body: { change, direction, revision } }),
};
