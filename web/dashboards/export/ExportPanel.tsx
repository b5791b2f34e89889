import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/Alert';
import { pick, type Lang } from '../../i18n';
import type { FilterName } from '../filters';
import { lookupErrorText, useDashboard } from '../useDashboard';
import { ExportStatus } from './ExportStatus';
import { useExportRun } from './useExportRun';

type Option = { value: number; label: string };

function Select(props: { id: string; label: string; all?: string; value: number | undefined; options: Option[]; onChange: (v: number | undefined) => void; disabled?: boolean }) {
  return (
    <div className="field export-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value ?? ''} disabled={props.disabled} onChange={(e) => props.onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
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
 * The export of a cycle's forms for analysis (docs/export.md): cycle, district (fixed for a user
 * with one), block and status as on the dashboards (kept in the address), file format and the
 * language of the labels. Codes in the file are the same whatever that language.
 */
export function ExportPanel() {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === 'hi' ? 'hi' : 'en';
  const dash = useDashboard();
  const run = useExportRun();
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [labelLang, setLabelLang] = useState<Lang>(lang);
  const { chosen, filters, years, districts, blocks, statuses, blockDistrict } = dash;
  const on = (name: FilterName) => (v: number | undefined) => dash.set(name, v);
  const many = (districts.data?.length ?? 0) > 1;
  const only = districts.data?.length === 1 ? districts.data[0] : undefined;
  const lookupError = lookupErrorText(dash);
  const busy = run.state.kind === 'running';
  const cycleId = filters.accrYear;

  const start = () => {
    if (cycleId === undefined) return;
    void run.start({ cycleId, districtId: filters.districtId, blockId: filters.blockId, status: filters.status, format, lang: labelLang });
  };

  return (
    <form
      className="card export-panel"
      aria-labelledby="export-title"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <h2 id="export-title" className="card-title">
        {t`Export forms with answers`}
      </h2>
      <p className="muted">{t`One row per school: every answer as its code, the number of evidence files of each question, and the scores. Column names and values are codes that stay the same in both languages; the labels come in the language you choose.`}</p>
      {lookupError && <Alert kind="error">{lookupError}</Alert>}
      <fieldset className="export-fields" disabled={busy}>
        <legend className="sr-only">{t`Filters`}</legend>
        <Select
          id="export-cycle"
          label={t`Cycle`}
          all={cycleId === undefined ? t`Please select a cycle` : undefined}
          value={cycleId}
          options={(years.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={on('accrYear')}
        />
        {many && (
          <Select
            id="export-district"
            label={t`District`}
            all={t`All districts`}
            value={chosen.districtId}
            options={(districts.data ?? []).map((d) => ({ value: d.id, label: pick(d.label, lang) }))}
            onChange={on('districtId')}
          />
        )}
        {only && (
          <div className="field export-field">
            <span className="export-label">{t`District`}</span>
            <p className="export-fixed" data-testid="export-district-fixed">
              {pick(only.label, lang)}
            </p>
          </div>
        )}
        {blockDistrict !== undefined && (
          <Select
            id="export-block"
            label={t`Block`}
            all={t`All blocks`}
            value={chosen.blockId}
            options={(blocks.data ?? []).map((b) => ({ value: b.id, label: pick(b.label, lang) }))}
            onChange={on('blockId')}
          />
        )}
        <Select
          id="export-status"
          label={t`Status`}
          all={t`All statuses`}
          value={chosen.status}
          options={(statuses.data ?? []).map((s) => ({ value: s.code, label: pick(s.label, lang) }))}
          onChange={on('status')}
        />
        <div className="field export-field">
          <label htmlFor="export-format">{t`File format`}</label>
          <select id="export-format" value={format} onChange={(e) => setFormat(e.target.value === 'csv' ? 'csv' : 'xlsx')}>
            <option value="xlsx">{t`Excel (XLSX), labels on a second sheet`}</option>
            <option value="csv">{t`CSV, labels in the second row`}</option>
          </select>
        </div>
        <div className="field export-field">
          <label htmlFor="export-lang">{t`Language of the labels`}</label>
          <select id="export-lang" value={labelLang} onChange={(e) => setLabelLang(e.target.value === 'hi' ? 'hi' : 'en')}>
            <option value="en" lang="en">
              English
            </option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </select>
        </div>
      </fieldset>
      <div className="export-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || cycleId === undefined}>
          {t`Export`}
        </button>
      </div>
      <ExportStatus state={run.state} onCancel={run.cancel} />
    </form>
  );
}
