import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * A message kept in state: a descriptor of ours (shown in the current
 * language, so a language switch re-words it) or the server's text as sent.
 */
export type Msg = MessageDescriptor | string;

/** Turns kept messages into text in the current language. */
export function useMsg(): (m: Msg | null | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (m) => (m == null ? undefined : typeof m === 'string' ? m : i18n._(m));
}
