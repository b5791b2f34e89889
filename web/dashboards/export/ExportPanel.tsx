import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/Alert';
import type { Lang } from '../../i18n';
import { FilterFields } from '../FilterFields';
import { Loading } from '../../components/Loading';
import { lookupErrorText, lookupsSettled, useDashboard } from '../useDashboard';
import { ExportStatus } from './ExportStatus';
import { useExportRun } from './useExportRun';

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
  const { filters } = dash;
  const lookupError = lookupErrorText(dash);
  const settled = lookupsSettled(dash);
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
      {/* The district and block fields appear with their lookups: until they come, nothing under them is drawn to be pushed down. */}
      {!settled ? (
        <Loading />
      ) : (
        <>
          <fieldset className="export-fields" disabled={busy}>
            <legend className="sr-only">{t`Filters`}</legend>
            <FilterFields
              dash={dash}
              lang={lang}
              idPrefix="export"
              className="export-field"
              year={{ id: 'export-cycle', label: t`Cycle`, all: cycleId === undefined ? t`Please select a cycle` : undefined }}
              oneDistrict={(label) => (
                <div className="field export-field">
                  <span className="export-label">{t`District`}</span>
                  <p className="export-fixed" data-testid="export-district-fixed">
                    {label}
                  </p>
                </div>
              )}
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
        </>
      )}
      <ExportStatus state={run.state} onCancel={run.cancel} />
    </form>
  );
}
