import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { DomainSummary } from '../api/types';
import { useLang } from '../app/LangContext';
import { pick } from '../i18n';

type Props = {
  accrid: string;
  domains: DomainSummary[];
  current: string;
  /** Where a tab leads; the head's domain form by default. */
  hrefFor?: (domainId: string) => string;
};

/** The seven domains as tabs, each with its answered/total count. */
export function DomainTabs({ accrid, domains, current, hrefFor }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const href = hrefFor ?? ((d: string) => `/forms/domain?accrid=${encodeURIComponent(accrid)}&domain=${d}`);
  return (
    <nav className="domain-tabs" aria-label={t`Domains`}>
      <ul>
        {domains.map((d) => {
          const active = d.domainId === current;
          const done = d.total > 0 && d.attempted >= d.total;
          return (
            <li key={d.domainId}>
              <Link
                to={href(d.domainId)}
                className={`domain-tab ${active ? 'active' : ''} ${done ? 'done' : ''}`}
                aria-current={active ? 'page' : undefined}
                title={pick(d.name, lang)}
                data-testid={`tab-${d.domainId}`}
              >
                <span className="tab-id">{d.domainId}</span>
                <span className="tab-name">{pick(d.name, lang)}</span>
                <span className="tab-count">
                  {d.attempted}/{d.total}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
