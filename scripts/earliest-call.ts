import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../web/app/earliestCall.ts', import.meta.url));
const THEME = fileURLToPath(new URL('../web/app/theme.ts', import.meta.url));
const ENTRY = '\0earliest-call-entry';

/** web/app/earliestCall.ts as one small classic script that runs at once. */
async function earliestCallScript(): Promise<string> {
  const bundle = await rolldown({
    input: ENTRY,
    logLevel: 'silent',
    plugins: [
      {
        name: 'earliest-call-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        // The palette too, before the first paint: a page the server drew paints before any script file runs.
        load: (id) =>
          id === ENTRY
            ? `import { sendEarliestCall } from ${JSON.stringify(SOURCE)};\nimport { applyTheme, storedTheme } from ${JSON.stringify(THEME)};\napplyTheme(storedTheme(), false);\nsendEarliestCall(window);\n`
            : null,
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/**
 * index.html starts with the domain form's opening call inline (web/app/earliestCall.ts), right after
 * its charset: it runs as soon as the page's first bytes are parsed. The server allows it by
 * its hash in the page's Content-Security-Policy (server/http/web-app.ts), no 'unsafe-inline'.
 */
export function earliestCall(): Plugin {
  let code = '';
  return {
    name: 'earliest-call',
    async buildStart() {
      code = await earliestCallScript();
    },
    transformIndexHtml: {
      order: 'post',
      // After the charset (which must open the page) and before any stylesheet, which would hold an
      // inline script back until it had loaded.
      handler: (html) => {
        const charset = /<meta charset="UTF-8" \/>\n/i;
        if (!charset.test(html)) throw new Error('index.html: no <meta charset="UTF-8" /> to put the earliest call after');
        return html.replace(charset, (m) => `${m}    <script>${code}</script>\n`);
      },
    },
  };
}
