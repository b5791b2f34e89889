import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { FormListItem } from '../api/types';
import { HEAD_ANSWERING_STATUSES } from './headForms';

/**
 * The school's forms, one per cycle, on the head's page: with two cycles open at once each form
 * must be reachable and answerable from home, not only the first one the list gives.
 */
export function HeadFormSwitcher({ forms, current }: { forms: readonly FormListItem[]; current: number }) {
  const { t } = useLingui();
  return (
    <nav className="card head-forms" aria-labelledby="head-forms-title">
      <h2 id="head-forms-title" className="card-title">{t`Forms of your school`}</h2>
      <ul className="head-forms-list">
        {forms.map((f) => {
          const here = f.accrid === current;
          return (
            <li key={f.accrid} className={here ? 'current' : undefined}>
              <Link to={`/dashboard/accreditationhm?accrid=${f.accrid}`} aria-current={here ? 'page' : undefined} data-testid={`head-form-${f.accrid}`}>
                <span className="head-form-cycle">{f.cycleName}</span>
                <span className={`status-chip status-${f.status}`}>{f.statusLabel}</span>
                <span className="muted">{t`${f.attempted} of ${f.total} answered`}</span>
                {HEAD_ANSWERING_STATUSES.has(f.status) && !here && <span className="head-form-open">{t`Open for answers`}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
