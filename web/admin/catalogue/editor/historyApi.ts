import { api } from '../../../api/client';
import type { ApiValue } from '../../../api/types';
import { recorded } from './editEvents';

const base = (v: string) => `/v1/catalogue/drafts/${encodeURIComponent(v)}`;

/** Copying, bringing back, reverting, undoing: the editor's ways back (server/services/catalogue-copy.ts, catalogue-revert.ts). */
export const historyApi = {
  /** Copies a question right after itself; the copy's texts carry a mark to review. */
  copyQuestion: (v: string, id: string) =>
    recorded(
      (a) => ({ version: v, target: `question:${a.questionid}`, action: 'copy', of: id }),
      api<ApiValue<'/v1/catalogue/drafts/{version}/questions/{questionid}/copy', 'post'>>('POST', `${base(v)}/questions/${id}/copy`),
    ),
  /** Brings back a question retired in this draft. */
  restoreQuestion: (v: string, id: string) =>
    recorded(
      { version: v, target: `question:${id}`, action: 'restore' },
      api<ApiValue<'/v1/catalogue/drafts/{version}/questions/{questionid}/restore', 'post'>>('POST', `${base(v)}/questions/${id}/restore`),
    ),
  /** Sets a part back to its content after one line of its history; `revision`: the part's when the history was read. */
  revert: (v: string, target: string, change: number, revision: number) =>
    recorded({ version: v, target, action: 'revert' }, api<ApiValue<'/v1/catalogue/drafts/{version}/revert', 'post'>>('POST', `${base(v)}/revert`, { change, revision })),
  /** Undoes or redoes one change of the session; not itself recorded (the undo stack moves it). */
  undo: (v: string, change: number, direction: 'undo' | 'redo', revision: number) =>
    api<ApiValue<'/v1/catalogue/drafts/{version}/undo', 'post'>>('POST', `${base(v)}/undo`, { change, direction, revision }),
};
