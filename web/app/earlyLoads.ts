import { getSession, hasPrivilege, PRIV } from '../auth/session';
import { loadCatalogs, storedLang, type Lang } from '../i18n';
import { lastDomain } from '../form/lastDomain';
import { startFormCalls } from '../form/formLoads';

/**
 * Screens the early start knows, loaded by the router through the same functions, so both ask
 * for the same chunk (the browser loads it once). Vite adds each chunk's own imports as
 * modulepreload links when the import starts, so a screen's code arrives in one wave.
 */
export const loadShell = () => import('./Shell');
export const loadDomainForm = () => import('../form/DomainForm');

const ignore = () => undefined;

/** Starts loading the ajv validators of one domain in one language, without the form engine. */
export function startDomainValidators(domainId: string, lang: Lang): void {
  import('virtual:form-validators').then(({ names, validators }) => {
    for (const [name, hash] of Object.entries(names)) {
      if (name.endsWith(`/${domainId}/${lang}`)) void validators[hash]?.().catch(ignore);
    }
  }, ignore);
}

/**
 * Everything a page opened from a link will need, started at once while the main chunk is still
 * being evaluated: the messages of the stored language, the route's chunks, and for the domain
 * form its data and validators. The page used to find these one wave after another (messages,
 * shell, form code, then the form's calls). Nothing starts without a session that may open the
 * page: the guards would send the user elsewhere, and a refused call would look like a lost privilege.
 */
export function startEarlyLoads(location: { pathname: string; search: string }): void {
  const lang = storedLang();
  const session = getSession();
  const inShell = !!session && !session.mustChangePassword && !location.pathname.startsWith('/session/');
  const form = inShell && location.pathname === '/forms/domain' && hasPrivilege(session, PRIV.domainForm);
  const accrid = form ? new URLSearchParams(location.search).get('accrid') : null;
  // The same default as the page: the domain in the address, else the last one opened, else the first.
  const domain = accrid ? (new URLSearchParams(location.search).get('domain') ?? lastDomain(accrid) ?? 'D1') : null;
  // In the order they are needed, which is the order they are sent on a connection that takes a
  // few at a time (HTTP/1.1): the form's data (the server's work overlaps the downloads), the
  // messages, then the code.
  if (accrid && domain) startFormCalls(accrid, domain);
  loadCatalogs(lang).catch(ignore);
  if (!inShell) return;
  void Promise.resolve().then(() => {
    loadShell().catch(ignore);
    if (!form) return;
    loadDomainForm().catch(ignore);
    if (domain) startDomainValidators(domain, lang);
  });
}
