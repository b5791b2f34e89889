// The entry is kept small: it starts the page's loads (the messages, the route's chunks and the
// domain form's calls: web/app/earlyLoads.ts) and ends, so the browser sends them at once, in
// parallel with React and the router (web/boot.tsx, preloaded by index.html: scripts/boot-preload.ts).
// In one chunk with them, the requests waited for React's evaluation (about 200 ms on a phone).
import './app/startEarly';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/themes.css';
// The shell's and the public pages' styles, which every page has: with the page's own stylesheet, so a
// first view the server drew (server/form/first-view.ts) is styled before any script has run.
import './session/session.css';
import { applyTheme, storedTheme } from './app/theme';

applyTheme(storedTheme(), false);

void import('./boot');
