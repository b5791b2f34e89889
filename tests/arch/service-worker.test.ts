import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { precacheList, serviceWorkerSource } from '../../scripts/service-worker';
import { chunkFiles } from '../../scripts/boot-preload';

type Handler = (event: Record<string, unknown>) => void;

/** The service worker's code run against an in-memory Cache Storage and network. */
function runWorker(network: (url: string) => Response | Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    const key = (r: string | Request) => new URL(typeof r === 'string' ? r : r.url, 'https://app.example').pathname;
    return {
      match: async (r: string | Request) => store.get(key(r))?.clone(),
      put: async (r: string | Request, res: Response) => void store.set(key(r), res),
      add: async (r: string) => void store.set(key(r), await network(`https://app.example${r}`)),
    };
  };
  const handlers = new Map<string, Handler>();
  const self = {
    location: { origin: 'https://app.example' },
    addEventListener: (type: string, h: Handler) => handlers.set(type, h),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const caches = { open, keys: async () => [...stores.keys()], delete: async (n: string) => stores.delete(n) };
  const fetch = async (r: Request) => network(r.url);
  runInNewContext(serviceWorkerSource('b1', ['assets/index-A.js', 'assets/font.woff2']), { self, caches, fetch, URL, Response, Promise });
  /** Dispatches a fetch event: the worker's answer, or null when it lets the browser go to the network itself. */
  const request = async (path: string, mode: 'navigate' | 'cors' = 'cors'): Promise<Response | null> => {
    let answer: Promise<Response> | null = null;
    const req = { url: `https://app.example${path}`, method: 'GET', mode };
    handlers.get('fetch')!({ request: req, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer;
  };
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { stores, request, lifecycle };
}

const ok = (body: string, type = 'text/javascript') => Object.assign(new Response(body, { headers: { 'content-type': type } }), {});

describe('the service worker', () => {
  it('keeps the build’s files at install and drops the files of earlier builds when it takes over', async () => {
    const w = runWorker((url) => ok(url));
    w.stores.set('assets-old', new Map());
    await w.lifecycle('install');
    await w.lifecycle('activate');
    expect([...w.stores.keys()].sort()).toEqual(['assets-b1', 'pages']);
    expect([...w.stores.get('assets-b1')!.keys()].sort()).toEqual(['/assets/font.woff2', '/assets/index-A.js']);
    // The page too, for the first visit without a connection.
    expect([...w.stores.get('pages')!.keys()]).toEqual(['/']);
  });

  it('answers /assets/ from what it keeps, and keeps what it had to fetch', async () => {
    let fetched = 0;
    const w = runWorker((url) => {
      fetched += 1;
      return ok(`code of ${url}`);
    });
    // Response.type is 'default' outside a browser; the worker keeps only same-origin ('basic') answers.
    Object.defineProperty(Response.prototype, 'type', { configurable: true, get: () => 'basic' });
    try {
      const first = await w.request('/assets/Form-B.js');
      const second = await w.request('/assets/Form-B.js');
      expect(await first!.text()).toBe('code of https://app.example/assets/Form-B.js');
      expect(await second!.text()).toBe('code of https://app.example/assets/Form-B.js');
      expect(fetched).toBe(1);
    } finally {
      delete (Response.prototype as { type?: unknown }).type;
    }
  });

  it('never touches the API: answers and saves go to the network as the page sends them', async () => {
    const w = runWorker(() => ok('{}', 'application/json'));
    expect(await w.request('/v1/form/json')).toBeNull();
    expect(await w.request('/v1/validators/abc.js')).toBeNull();
    // A file opened in a tab (a report card) is a navigation too: never kept as the app's page.
    expect(await w.request('/v1/report/1/card.pdf', 'navigate')).toBeNull();
  });

  it('asks the network first for a page, and answers the kept page only without a connection', async () => {
    let online = true;
    let version = 1;
    const w = runWorker(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok(`<html>build ${version}</html>`, 'text/html');
    });
    Object.defineProperty(Response.prototype, 'type', { configurable: true, get: () => 'basic' });
    try {
      expect(await (await w.request('/forms/domain?accrid=1', 'navigate'))!.text()).toBe('<html>build 1</html>');
      version = 2;
      // A deploy is seen at once: the page is never served stale while the server answers.
      expect(await (await w.request('/dashboard/default', 'navigate'))!.text()).toBe('<html>build 2</html>');
      online = false;
      expect(await (await w.request('/forms/domain?accrid=1', 'navigate'))!.text()).toBe('<html>build 2</html>');
    } finally {
      delete (Response.prototype as { type?: unknown }).type;
    }
  });

  it("never keeps a page the server marked no-store (a first view drawn with one user's answers)", async () => {
    let drawn = false;
    const w = runWorker(() =>
      drawn
        ? new Response('<html>drawn with answers</html>', { headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' } })
        : ok('<html>plain</html>', 'text/html'),
    );
    Object.defineProperty(Response.prototype, 'type', { configurable: true, get: () => 'basic' });
    try {
      await w.request('/dashboard/default', 'navigate');
      drawn = true;
      expect(await (await w.request('/forms/domain?accrid=1&domain=D5', 'navigate'))!.text()).toBe('<html>drawn with answers</html>');
      expect(await w.stores.get('pages')!.get('/')!.text()).toBe('<html>plain</html>');
    } finally {
      delete (Response.prototype as { type?: unknown }).type;
    }
  });
});

describe('the files kept and preloaded', () => {
  const bundle = {
    'assets/index-A.js': {
      type: 'chunk' as const,
      fileName: 'assets/index-A.js',
      isEntry: true,
      facadeModuleId: '/r/web/main.tsx',
      imports: ['assets/i18n-C.js'],
      viteMetadata: { importedCss: new Set(['assets/index-A.css']), importedAssets: new Set(['assets/f-400.woff2', 'assets/f-400.woff']) },
    },
    'assets/i18n-C.js': { type: 'chunk' as const, fileName: 'assets/i18n-C.js', facadeModuleId: null, imports: [] },
    'assets/boot-B.js': { type: 'chunk' as const, fileName: 'assets/boot-B.js', facadeModuleId: '/r/web/boot.tsx', imports: ['assets/react-R.js', 'assets/i18n-C.js'] },
    'assets/react-R.js': { type: 'chunk' as const, fileName: 'assets/react-R.js', facadeModuleId: null, imports: [] },
    'assets/DomainForm-D.js': { type: 'chunk' as const, fileName: 'assets/DomainForm-D.js', facadeModuleId: '/r/web/form/DomainForm.tsx', imports: ['assets/formEngine-E.js'] },
    'assets/formEngine-E.js': { type: 'chunk' as const, fileName: 'assets/formEngine-E.js', facadeModuleId: null, imports: [] },
    'assets/messages-M.js': { type: 'chunk' as const, fileName: 'assets/messages-M.js', facadeModuleId: '/r/web/locales/hi/messages.po', imports: [] },
    'assets/Dashboard-X.js': { type: 'chunk' as const, fileName: 'assets/Dashboard-X.js', facadeModuleId: '/r/web/app/Dashboard.tsx', imports: [] },
    // A grouped chunk (vite.config.ts): the shell is one of its modules, not its facade.
    'assets/ui-U.js': { type: 'chunk' as const, fileName: 'assets/ui-U.js', facadeModuleId: null, moduleIds: ['/r/web/components/Icon.tsx', '/r/web/app/Shell.tsx'], imports: [] },
    'assets/validators-v1-D5-en-V.js': {
      type: 'chunk' as const,
      fileName: 'assets/validators-v1-D5-en-V.js',
      facadeModuleId: '\0virtual:form-validator/validators-v1-D5-en',
      imports: [],
    },
    'index.html': { type: 'asset' as const, fileName: 'index.html' },
  };

  it('keeps the entry, the boot, the form route with its imports, the messages and the woff2 fonts, and no other screen', () => {
    expect(precacheList(bundle)).toEqual([
      'assets/DomainForm-D.js',
      'assets/boot-B.js',
      'assets/f-400.woff2',
      'assets/formEngine-E.js',
      'assets/i18n-C.js',
      'assets/index-A.css',
      'assets/index-A.js',
      'assets/messages-M.js',
      'assets/react-R.js',
      'assets/ui-U.js',
    ]);
  });

  it('preloads the boot chunk with everything it imports', () => {
    expect(chunkFiles(bundle, '/web/boot.tsx')).toEqual(['assets/boot-B.js', 'assets/react-R.js', 'assets/i18n-C.js']);
  });
});
