import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown` in @rjsf/core (scripts/slim-dependencies.ts), which
 * imports it for paths this app never takes: descriptions and help with `enableMarkdownIn*` set,
 * its own file widget, and its messages for a schema it cannot draw. The parser is about 25 KB of
 * gzip script on every form page; here the text is shown as written.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
