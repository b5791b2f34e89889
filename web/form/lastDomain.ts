/** Remembers the last domain opened per form (kept across logout, spec §4). */
export function rememberDomain(accrid: string, domain: string) {
  try {
    const all = JSON.parse(localStorage.getItem('lastVisitedDomains') ?? '{}') as Record<string, string>;
    all[accrid] = domain;
    localStorage.setItem('lastVisitedDomains', JSON.stringify(all));
  } catch {
    // not important enough to fail on
  }
}

export function lastDomain(accrid: string): string | null {
  try {
    const all = JSON.parse(localStorage.getItem('lastVisitedDomains') ?? '{}') as Record<string, string>;
    return all[accrid] ?? null;
  } catch {
    return null;
  }
}
