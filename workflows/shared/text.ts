/** Bilingual text, as the catalogue and the status tables carry it. */
export interface LabelText {
  en: string;
  hi: string;
}

export type Lang = 'en' | 'hi';

/** True when a comment or reason text says something once blanks are trimmed. */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Trimmed text, or null when there is nothing to keep. */
export function textOrNull(value: unknown): string | null {
  return hasText(value) ? value.trim() : null;
}
