import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The app's policy, directive by directive (hono's names). */
const POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  // Evidence PDFs are shown inside the page from the file just fetched.
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The same policy as one header value, with more script sources: the app's page allows its one
 * inline script by hash (server/http/web-app.ts), never 'unsafe-inline'.
 */
export function contentSecurityPolicy(moreScriptSources: string[] = []): string {
  const all: Record<string, string[]> = { ...POLICY, scriptSrc: [...POLICY.scriptSrc, ...moreScriptSources] };
  return Object.entries(all)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The browser's side of the defence, on every answer: the built app runs under a strict
 * Content-Security-Policy (scripts only from this origin, no eval: the charts use vega's CSP-safe
 * interpreter), cannot be framed, and nothing is content-sniffed. Inline style attributes stay
 * allowed: React and the chart library set them, and they cannot run code. HSTS only when the
 * operator says the site is served over HTTPS (HSTS=1), since it cannot be taken back quickly.
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env): MiddlewareHandler {
  const hsts = env.HSTS === '1' || env.HSTS === 'true';
  return secureHeaders({
    contentSecurityPolicy: POLICY,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: hsts ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    xXssProtection: false,
    // A route that needs its own policy (the app's page, with its one inline script) sets it.
    overwrite: false,
  });
}
