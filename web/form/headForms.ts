import type { FormListItem } from '../api/types';

/** The statuses in which the school head still answers a form: initiated, and in progress (a rejected form comes back to it). */
export const HEAD_ANSWERING_STATUSES: ReadonlySet<number> = new Set([1, 2]);

type Listed = Pick<FormListItem, 'accrid' | 'cycleid' | 'status'>;

/** The newest cycle first: a school has one form per cycle, and cycle ids grow with time. */
const newestFirst = <F extends Listed>(forms: readonly F[]): F[] => [...forms].sort((a, b) => b.cycleid - a.cycleid || b.accrid - a.accrid);

/** The school's forms the head may still answer, newest cycle first. */
export function answeringForms<F extends Listed>(forms: readonly F[]): F[] {
  return newestFirst(forms.filter((f) => HEAD_ANSWERING_STATUSES.has(f.status)));
}

/**
 * The form the head's page is about: the one the address names (when it is the school's), else
 * the newest one still being answered, else the newest. The first form of the list (ordered by
 * school name, then the oldest form) was shown before, so a second open cycle could not be reached.
 */
export function chooseHeadForm<F extends Listed>(forms: readonly F[], accrid?: number): F | undefined {
  return forms.find((f) => f.accrid === accrid) ?? answeringForms(forms)[0] ?? newestFirst(forms)[0];
}

/** The school's forms as the head's page lists them to switch between: newest cycle first. */
export function headFormChoices<F extends Listed>(forms: readonly F[]): F[] {
  return newestFirst(forms);
}
