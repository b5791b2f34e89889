import type { Db } from '../../db/client';
import { loadVersion } from '../drafts/catalogue-drafts';
import { baseOf } from './catalogue-notice';

/** Per database: a process may serve several (the tests do); a published version never changes, nor does a base it names. */
const kept = new WeakMap<Db, Map<string, boolean>>();

/**
 * Whether a version's change notice is worth a link for everyone (the condition the link has
 * always had: published, and based on a version that is there). A form or report card carries it,
 * so a page shows the link without asking for the whole notice, a catalogue diff built per call,
 * and without waiting one more round trip before its first draw.
 */
export async function changeNoticeShown(db: Db, version: string): Promise<boolean> {
  let versions = kept.get(db);
  if (!versions) kept.set(db, (versions = new Map()));
  const known = versions.get(version);
  if (known !== undefined) return known;
  const row = await loadVersion(db, version).catch(() => null);
  // A draft's notice is for its editors, not a link on a school's pages; it is asked again once published.
  if (!row || row.status !== 'published') return false;
  const base = await baseOf(db, row);
  const shown = !!base && !!(await loadVersion(db, base).catch(() => null));
  // A base inferred as "the newest published before it" may change when an older draft is
  // published later; only a named base is kept.
  if (row.basedOn ?? (row.content as { basedOn?: string }).basedOn) versions.set(version, shown);
  return shown;
}
