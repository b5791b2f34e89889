import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../components/Alert';
import type { Lang } from '../i18n';
import { FilterFields } from './FilterFields';
import type { Freshness } from './api';
import { lookupErrorText, type Dashboard } from './useDashboard';

/**
 * The dashboard filters (spec §2): accreditation year, district (only for users
 * with more than one), block of the district, form status. Each change goes to
 * the URL, and every chart of the page fetches again. `freshness` is the page's useFreshness (one
 * observer: a second one mounting later would ask again).
 */
export function FilterBar({ dash, lang, freshness }: { dash: Dashboard; lang: Lang; freshness: { data?: Freshness } }) {
  const { t } = useLingui();
  const lookupError = lookupErrorText(dash);
  const behind = freshness.data?.behindSeconds;
  const seconds = Math.max(behind ?? 0, 1);

  return (
    <form className="card dash-filters" role="search" aria-label={t`Filters`} onSubmit={(e) => e.preventDefault()}>
      {lookupError && <Alert kind="error">{lookupError}</Alert>}
      <div className="dash-filter-row">
        <FilterFields dash={dash} lang={lang} idPrefix="filter" className="dash-filter" year={{ id: 'filter-year', label: t`Accreditation year`, all: t`All years` }} showBusy />
        <button type="button" className="btn dash-reset" onClick={dash.reset} disabled={!dash.custom}>
          {t`Clear filters`}
        </button>
      </div>
      {/* The charts read counts kept per district, recounted within seconds of a change (docs/architecture.md). */}
      {behind != null && (
        <p className="dash-freshness" role="status">
          {plural(seconds, {
            one: 'Figures may be up to # second behind: the latest changes are still being counted.',
            other: 'Figures may be up to # seconds behind: the latest changes are still being counted.',
          })}
        </p>
      )}
    </form>
  );
}
