// Unsaved edits of the catalogue editor, kept on this device (localStorage) per user, version and
// part, so a reload, a closed tab or a crash does not lose them: offered back on the next open.

/** What was typed into one part, with the value and revision it started from (so a later save still merges field by field). */
export interface UnsavedEdit {
  value: unknown;
  base: unknown;
  revision: number;
  savedAt: string;
}

const PREFIX = 'catalogue-edit';
const keyOf = (user: number, version: string, target: string) => `${PREFIX}:${user}:${version}:${target}`;

/** Keeps a part's unsaved edit; a full or blocked storage only loses the offer, never the edit on screen. */
export function keepUnsaved(user: number, version: string, target: string, edit: Omit<UnsavedEdit, 'savedAt'>): void {
  try {
    localStorage.setItem(keyOf(user, version, target), JSON.stringify({ ...edit, savedAt: new Date().toISOString() }));
  } catch {
    /* storage full or blocked */
  }
}

export function readUnsaved(user: number, version: string, target: string): UnsavedEdit | null {
  try {
    const raw = localStorage.getItem(keyOf(user, version, target));
    return raw ? (JSON.parse(raw) as UnsavedEdit) : null;
  } catch {
    return null;
  }
}

export function dropUnsaved(user: number, version: string, target: string): void {
  try {
    localStorage.removeItem(keyOf(user, version, target));
  } catch {
    /* storage blocked */
  }
}

/** The parts of a version with unsaved edits on this device. */
export function unsavedTargets(user: number, version: string): string[] {
  const prefix = `${PREFIX}:${user}:${version}:`;
  const out: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(prefix)) out.push(k.slice(prefix.length));
    }
  } catch {
    /* storage blocked */
  }
  return out.sort();
}
