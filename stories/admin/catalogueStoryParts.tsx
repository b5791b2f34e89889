// Shared by the catalogue editor's stories: a working copy that a story's control edits.
import { useState, type ReactNode } from 'react';
import { fixtureCatalogue } from '../../engine/testing/fixtureCatalogue';
import type { CatalogueVersion, Question } from '../../engine';

export const catalogue: CatalogueVersion = fixtureCatalogue();

export const questionOf = (id: string): Question => catalogue.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.id === id)!;

/** Holds a value in state so the story behaves as in the editor (typing changes what is shown). */
export function Editable<T>({ initial, children }: { initial: T; children: (value: T, set: (v: T) => void) => ReactNode }) {
  const [value, setValue] = useState(initial);
  return <div className="catalogue-editor">{children(value, setValue)}</div>;
}
