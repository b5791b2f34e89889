import type { Plugin } from 'vite';

type BundleChunk = { type: 'chunk' | 'asset'; fileName: string; facadeModuleId?: string | null; imports?: string[] };

/**
 * The files of a chunk and of everything it imports, in the order the browser needs them.
 * Exported for its test.
 */
export function chunkFiles(bundle: Record<string, BundleChunk>, moduleSuffix: string): string[] {
  const start = Object.values(bundle).find((f) => f.type === 'chunk' && (f.facadeModuleId ?? '').endsWith(moduleSuffix));
  if (!start) return [];
  const out: string[] = [];
  const visit = (name: string) => {
    const file = bundle[name];
    if (!file || out.includes(name)) return;
    out.push(name);
    for (const dep of file.imports ?? []) visit(dep);
  };
  visit(start.fileName);
  return out;
}

/**
 * index.html preloads the app's boot chunk (React, the router: web/boot.tsx) beside the small
 * entry, so the entry can import it dynamically (and start the page's requests first) at no cost
 * of an extra round trip.
 */
export function bootPreload(moduleSuffix = '/web/boot.tsx'): Plugin {
  return {
    name: 'boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return {
          html,
          // Files the page already loads (the entry, its own imports) are not named twice.
          tags: chunkFiles(ctx.bundle as unknown as Record<string, BundleChunk>, moduleSuffix)
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        };
      },
    },
  };
}
