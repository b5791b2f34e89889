import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { loadDomains, loadForm, pageParams, type DomainSummary, type FormJson } from './formJson';

/**
 * The shell both peer pages share: domain links and the current domain's form, fetched from the
 * product's API. A link re-renders another domain without a page load (pushState and a fetch), as
 * the product's own domain tabs do, so in-app navigation is measured the same way for all.
 */
export function PeerPage({ render }: { render: (form: FormJson, domain: string) => ReactNode }) {
  const { accrid, domain: first } = pageParams();
  const [domain, setDomain] = useState(first);
  const [domains, setDomains] = useState<DomainSummary[]>([]);
  const [form, setForm] = useState<{ domain: string; json: FormJson } | null>(null);
  const [error, setError] = useState('');

  useEffect(() => void loadDomains(accrid).then(setDomains, (e: Error) => setError(e.message)), [accrid]);
  useEffect(() => {
    let live = true;
    loadForm(accrid, domain).then(
      (json) => live && setForm({ domain, json }),
      (e: Error) => setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [accrid, domain]);

  const go = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    e.preventDefault();
    history.pushState(null, '', `?accrid=${accrid}&domain=${id}`);
    setDomain(id);
  };

  return (
    <>
      <nav>
        {[...domains.map((d) => ({ id: d.domainId, name: d.name.en })), { id: 'all', name: 'All questions' }].map((d) => (
          <a key={d.id} href={`?accrid=${accrid}&domain=${d.id}`} data-testid={`tab-${d.id}`} onClick={(e) => go(e, d.id)}>
            {d.name}{' '}
          </a>
        ))}
      </nav>
      {error ? <p role="alert">{error}</p> : form && form.domain === domain ? render(form.json, domain) : <p>Loading…</p>}
    </>
  );
}
