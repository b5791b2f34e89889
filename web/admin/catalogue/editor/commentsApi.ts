import { apiCall } from '../../../api/call';
import type { ApiValue } from '../../../api/types';

/** A version's comment threads and its counts (GET /v1/catalogue/versions/{version}/comments). */
export type CommentList = ApiValue<'/v1/catalogue/versions/{version}/comments', 'get'>;
export type CommentThread = CommentList['threads'][number];
export type CommentLine = CommentThread['lines'][number];
/** Threads per part, open and resolved, and in all. */
export type CommentCounts = ApiValue<'/v1/catalogue/versions/{version}/comments/counts', 'get'>;

/**
 * Query keys under the draft's own key (['catalogue', 'version', v]), so every reload of the draft
 * after a change refreshes the outline's marks and the open panel too.
 */
export const commentKeys = {
  all: (v: string) => ['catalogue', 'version', v, 'comments'] as const,
  counts: (v: string) => ['catalogue', 'version', v, 'comments', 'counts'] as const,
  of: (v: string, target: string) => ['catalogue', 'version', v, 'comments', 'of', target] as const,
};

export const commentsApi = {
  list: (v: string, target?: string) => apiCall('get', '/v1/catalogue/versions/{version}/comments', { path: { version: v }, query: { target: target || undefined } }),
  counts: (v: string) => apiCall('get', '/v1/catalogue/versions/{version}/comments/counts', { path: { version: v } }),
  start: (v: string, target: string, text: string) => apiCall('post', '/v1/catalogue/drafts/{version}/comments', { path: { version: v }, body: { target, text } }),
  reply: (v: string, thread: number, text: string) =>
    apiCall('post', '/v1/catalogue/drafts/{version}/comments/{threadid}/replies', { path: { version: v, threadid: thread }, body: { text } }),
  resolve: (v: string, thread: number) => apiCall('post', '/v1/catalogue/drafts/{version}/comments/{threadid}/resolve', { path: { version: v, threadid: thread } }),
  reopen: (v: string, thread: number) => apiCall('post', '/v1/catalogue/drafts/{version}/comments/{threadid}/reopen', { path: { version: v, threadid: thread } }),
};

/** Open threads of one part, from the counts (0 while they load). */
export const openOf = (counts: CommentCounts | undefined, target: string): number => counts?.byTarget[target]?.open ?? 0;

/** The question ids among `ids` (or among all, when null) with an open thread: the outline's "open comments" filter. */
export function withOpenComments(allIds: string[], ids: Set<string> | null, counts: CommentCounts | undefined): Set<string> {
  const from = ids ?? new Set(allIds);
  return new Set([...from].filter((id) => openOf(counts, `question:${id}`) > 0));
}
