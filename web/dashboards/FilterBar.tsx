import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../components/Alert';
import { pick, type Lang } from '../i18n';
import type { FilterName } from './filters';
import { lookupErrorText, useFreshness, type Dashboard } from './useDashboard';

type Option = { value: number; label: string };

function Select(props: { id: string; label: string; all: string; value: number | undefined; options: Option[]; onChange: (v: number | undefined) => void; busy?: boolean }) {
  return (
    <div className="field dash-filter">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value ?? ''}
        aria-busy={props.busy || undefined}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The dashboard filters (spec §2): accreditation year, district (only for users
 * with more than one), block of the district, form status. Each change goes to
 * the URL, and every chart of the page fetches again.
 */
export function FilterBar({ dash, lang }: { dash: Dashboard; lang: Lang }) {
  const { t } = useLingui();
  const { chosen, years, districts, blocks, statuses, blockDistrict } = dash;
  const on = (name: FilterName) => (v: number | undefined) => dash.set(name, v);
  const manyDistricts = (districts.data?.length ?? 0) > 1;
  const lookupError = lookupErrorText(dash);
  const behind = useFreshness(dash).data?.behindSeconds;
  const seconds = Math.max(behind ?? 0, 1);

  return (
    <form className="card dash-filters" role="search" aria-label={t`Filters`} onSubmit={(e) => e.preventDefault()}>
      {lookupError && <Alert kind="error">{lookupError}</Alert>}
      <div className="dash-filter-row">
        <Select
          id="filter-year"
          label={t`Accreditation year`}
          all={t`All years`}
          value={chosen.accrYear}
          options={(years.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={on('accrYear')}
          busy={years.isFetching}
        />
        {manyDistricts && (
          <Select
            id="filter-district"
            label={t`District`}
            all={t`All districts`}
            value={chosen.districtId}
            options={(districts.data ?? []).map((d) => ({ value: d.id, label: pick(d.label, lang) }))}
            onChange={on('districtId')}
          />
        )}
        {blockDistrict !== undefined && (
          <Select
            id="filter-block"
            label={t`Block`}
            all={t`All blocks`}
            value={chosen.blockId}
            options={(blocks.data ?? []).map((b) => ({ value: b.id, label: pick(b.label, lang) }))}
            onChange={on('blockId')}
            busy={blocks.isFetching}
          />
        )}
        <Select
          id="filter-status"
          label={t`Status`}
          all={t`All statuses`}
          value={chosen.status}
          options={(statuses.data ?? []).map((s) => ({ value: s.code, label: pick(s.label, lang) }))}
          onChange={on('status')}
          busy={statuses.isFetching}
        />
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
