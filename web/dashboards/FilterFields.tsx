import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pick, type Lang } from '../i18n';
import type { FilterName } from './filters';
import type { Dashboard } from './useDashboard';

type Option = { value: number; label: string };

/** One filter as a select: "all" (no value) first when `all` is given, then the options. */
export function FilterSelect(props: {
  id: string;
  className: string;
  label: string;
  all?: string;
  value: number | undefined;
  options: Option[];
  onChange: (v: number | undefined) => void;
  busy?: boolean;
}) {
  return (
    <div className={`field ${props.className}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value ?? ''}
        aria-busy={props.busy || undefined}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        {props.all !== undefined && <option value="">{props.all}</option>}
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
 * The dashboards' four filters (spec §2) as the charts and the export both take them: cycle, district
 * (a select only for a user with more than one; `oneDistrict` shows the one), block of the chosen
 * district, form status. Each change goes to the address through the dashboard's state.
 */
export function FilterFields(props: {
  dash: Dashboard;
  lang: Lang;
  /** Prefix of the selects' ids: `<prefix>-district`, `<prefix>-block`, `<prefix>-status`. */
  idPrefix: string;
  className: string;
  year: { id: string; label: string; all?: string };
  /** Marks a select busy while its choices load. */
  showBusy?: boolean;
  oneDistrict?: (label: string) => ReactNode;
}) {
  const { t } = useLingui();
  const { dash, lang, idPrefix, className, year, showBusy } = props;
  const { chosen, years, districts, blocks, statuses, blockDistrict } = dash;
  const on = (name: FilterName) => (v: number | undefined) => dash.set(name, v);
  const only = districts.data?.length === 1 ? districts.data[0] : undefined;
  return (
    <>
      <FilterSelect
        id={year.id}
        className={className}
        label={year.label}
        all={year.all}
        value={chosen.accrYear}
        options={(years.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={on('accrYear')}
        busy={showBusy && years.isFetching}
      />
      {(districts.data?.length ?? 0) > 1 && (
        <FilterSelect
          id={`${idPrefix}-district`}
          className={className}
          label={t`District`}
          all={t`All districts`}
          value={chosen.districtId}
          options={(districts.data ?? []).map((d) => ({ value: d.id, label: pick(d.label, lang) }))}
          onChange={on('districtId')}
        />
      )}
      {only && props.oneDistrict?.(pick(only.label, lang))}
      {blockDistrict !== undefined && (
        <FilterSelect
          id={`${idPrefix}-block`}
          className={className}
          label={t`Block`}
          all={t`All blocks`}
          value={chosen.blockId}
          options={(blocks.data ?? []).map((b) => ({ value: b.id, label: pick(b.label, lang) }))}
          onChange={on('blockId')}
          busy={showBusy && blocks.isFetching}
        />
      )}
      <FilterSelect
        id={`${idPrefix}-status`}
        className={className}
        label={t`Status`}
        all={t`All statuses`}
        value={chosen.status}
        options={(statuses.data ?? []).map((s) => ({ value: s.code, label: pick(s.label, lang) }))}
        onChange={on('status')}
        busy={showBusy && statuses.isFetching}
      />
    </>
  );
}
