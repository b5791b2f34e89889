import { apiCall } from '../../../api/call';
import type { ApiValue } from '../../../api/types';

/** Where a draft's approval stands, for the signed-in officer (GET …/versions/{version}/approval). */
export type Approval = ApiValue<'/v1/catalogue/versions/{version}/approval', 'get'>;
/** A cycle schools are answering now: publishing leaves it on its version. */
export type OpenCycle = ApiValue<'/v1/catalogue/open-cycles', 'get'>[number];
export type Published = ApiValue<'/v1/catalogue/drafts/{version}/publish', 'post'>;

/** A draft's approval by a second officer (issue 27). */
export const approvalApi = {
  get: (v: string) => apiCall('get', '/v1/catalogue/versions/{version}/approval', { path: { version: v } }),
  openCycles: () => apiCall('get', '/v1/catalogue/open-cycles'),
  send: (v: string, body: { reason: string; orderNumber: string; orderDate?: string }) =>
    apiCall('post', '/v1/catalogue/drafts/{version}/send-for-approval', { path: { version: v }, body }),
  sendBack: (v: string, comment: string, sentAt: string | null) =>
    apiCall('post', '/v1/catalogue/drafts/{version}/return', { path: { version: v }, body: { comment, ...(sentAt ? { sentAt } : {}) } }),
  // The sending the approver read goes along: a draft sent back and sent again since is refused, not approved unread.
  publish: (v: string, sentAt: string | null, evenWithHindiToRecheck: boolean, evenWithOpenComments: boolean) =>
    apiCall('post', '/v1/catalogue/drafts/{version}/publish', {
      path: { version: v },
      body: {
        ...(sentAt ? { sentAt } : {}),
        ...(evenWithHindiToRecheck ? { evenWithHindiToRecheck } : {}),
        ...(evenWithOpenComments ? { evenWithOpenComments } : {}),
      },
    }),
};

/** The query key of a draft's approval: under the draft's key, so every reload of the draft refreshes it. */
export const approvalKey = (v: string) => ['catalogue', 'version', v, 'approval'] as const;
