import { useState } from 'react';

/** What a list request adds to ask for the page after or before the one on screen; nothing to ask by position. */
export type ListCursor = { after: string } | { before: string } | Record<string, never>;

type Remembered = { list: string; page: number; cursor: { after: string } | { before: string } };

const none: ListCursor = {};

/**
 * Keyset paging for a list whose page number lives in the address (the server's keyset protocol):
 * Next and Previous remember the cursor of the answer on screen for the page they go to, so that
 * page starts just past the rows the user saw. A page reached any other way (a link, a refresh,
 * Back, other filters: `list` names them) is asked for by its number.
 */
export function useListCursor(list: string, page: number) {
  const [remembered, setRemembered] = useState<Remembered | null>(null);
  const cursor = remembered && remembered.list === list && remembered.page === page ? remembered.cursor : none;
  return {
    cursor,
    /** Call as Next is pressed, with the answer's nextCursor. */
    toNext: (nextCursor: string | null) => setRemembered(nextCursor ? { list, page: page + 1, cursor: { after: nextCursor } } : null),
    /** Call as Previous is pressed, with the answer's prevCursor. */
    toPrevious: (prevCursor: string | null) => setRemembered(prevCursor && page > 1 ? { list, page: page - 1, cursor: { before: prevCursor } } : null),
  };
}
