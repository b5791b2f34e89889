// Imported first by web/main.tsx, so the page's loads start before React and the router are evaluated.
import { startEarlyLoads } from './earlyLoads';

startEarlyLoads(window.location);
