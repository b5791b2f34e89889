import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { DomainSummary } from '../api/types';
import { useLang } from '../app/LangContext';
import { pick } from '../i18n';
import { domainDone } from './domainMissing';

type Props = {
  accrid: string;
  domains: DomainSummary[];
  current: string;
  /** Where a tab leads; the head's domain form by default. */
  hrefFor?: (domainId: string) => string;
  /**
   * Called as a tab is clicked to open its domain in this page, before the route changes: the page
   * starts the domain's calls there, so they travel while React takes down the domain on screen.
   */
  onGo?: (domainId: string) => void;
};

/** The seven domains as tabs, each with its answered/total count, done only when the submit would find nothing missing. */
export function DomainTabs({ accrid, domains, current, hrefFor, onGo }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const href = hrefFor ?? ((d: string) => `/forms/domain?accrid=${encodeURIComponent(accrid)}&domain=${d}`);
  return (
    <nav className="domain-tabs" aria-label={t`Domains`}>
      <ul>
        {domains.map((d) => {
          const active = d.domainId === current;
          const done = domainDone(d);
          const needsMore = !!d.missing && !done && d.attempted >= d.total;
          return (
            <li key={d.domainId}>
              <Link
                to={href(d.domainId)}
                className={`domain-tab ${active ? 'active' : ''} ${done ? 'done' : ''}`}
                aria-current={active ? 'page' : undefined}
                title={pick(d.name, lang)}
                data-testid={`tab-${d.domainId}`}
                onClick={(e) => {
                  // A click that opens another tab or window leaves this page as it is.
                  if (onGo && !active && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) onGo(d.domainId);
                }}
              >
                <span className="tab-id">{d.domainId}</span>
                <span className="tab-name">{pick(d.name, lang)}</span>
                <span className="tab-count">
                  {d.attempted}/{d.total}
                  {/* All answered, yet evidence or a reason is missing: the tab must not look done. */}
                  {needsMore && (
                    <span className="tab-flag" title={t`Evidence or a reason is missing`}>
                      {' '}
                      !<span className="sr-only">{t`Evidence or a reason is missing`}</span>
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
