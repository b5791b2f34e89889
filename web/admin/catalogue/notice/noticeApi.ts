import { apiBlob } from '../../../api/client';
import { apiCall } from '../../../api/call';
import type { ApiValue } from '../../../api/types';
import { saveBlob } from '../../../api/saveBlob';

/** A version's change notice, as the server words it in one language. */
export type Notice = ApiValue<'/v1/catalogue/{version}/notice', 'get'>;
export type NoticeItem = Notice['sections'][number]['items'][number];
export type NoticeReason = Notice['reasons'][string];
export type SavedReason = ApiValue<'/v1/catalogue/{version}/notice/reason', 'put'>;
export type NoticeLang = 'en' | 'hi';

/** The query key of a notice: its version and the notice's own language (not the reader's). */
export const noticeKey = (version: string, lang: NoticeLang) => ['catalogue', 'notice', version, lang] as const;

export const noticeApi = {
  load: (version: string, lang: NoticeLang) => apiCall('get', '/v1/catalogue/{version}/notice', { path: { version }, query: { lang } }),
  saveReason: (version: string, body: { target: string; en: string; hi: string; base: string | null }) =>
    apiCall('put', '/v1/catalogue/{version}/notice/reason', { path: { version }, body }),
  downloadPdf: async (version: string, lang: NoticeLang) =>
    saveBlob(await apiBlob(`/v1/catalogue/${encodeURIComponent(version)}/notice.pdf?lang=${lang}`), `change-notice-${version}-${lang}.pdf`),
};
