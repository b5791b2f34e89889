import type { Text } from '../../engine';

/** Paging through lists with cursors (issue 32). */
export const listPagingMessages = {
  listCursorInvalid: {
    en: 'This page of the list no longer fits its search, filters or order. Please open the list again from its first page.',
    hi: 'सूची का यह पृष्ठ अब उसकी खोज, फ़िल्टर या क्रम से मेल नहीं खाता। कृपया सूची को उसके पहले पृष्ठ से फिर से खोलें।',
  },
} as const satisfies Record<string, Text>;
