import { useLingui } from '@lingui/react/macro';

/** The server's limit for every comment and reason a reviewer or a school writes. */
export const MAX_COMMENT = 2000;

/**
 * "123 / 2000 characters" under a text box, red past the limit. Boxes keep no maxLength: a pasted
 * text stays whole on screen and the save says by how much to shorten it, instead of cutting it.
 */
export function CharCounter({ id, length, max = MAX_COMMENT }: { id: string; length: number; max?: number }) {
  const { t } = useLingui();
  return (
    <span id={id} className={`char-counter ${length > max ? 'over' : ''}`} aria-live="polite">
      {t`${length} / ${max} characters`}
    </span>
  );
}

/** The message for a text past its limit, or null. */
export function useTooLong(): (text: string, max?: number) => string | null {
  const { t } = useLingui();
  return (text, max = MAX_COMMENT) => (text.length > max ? t`A comment can have at most ${max} characters. Shorten it by ${text.length - max}.` : null);
}
