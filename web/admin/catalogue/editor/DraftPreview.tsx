import { useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { buildDomainSchema, checkCompleteness, indexCatalogue, scoreForm, type Answers, type CatalogueVersion, type Lang } from '../../../../engine';
import { EngineForm, prepareSchema, useFormValidator } from '../../../form/formEngine';
import type { JsonObject } from '../../../api/types';
import { Alert } from '../../../components/Alert';
import { Loading } from '../../../components/Loading';

type Props = {
  catalogue: CatalogueVersion;
  domainId: string;
  /** The editor holds changes not saved yet: the preview shows the saved draft. */
  unsaved?: boolean;
  /** Actions on the answers picked so far (save them as a test school). */
  actions?: (answers: Answers) => ReactNode;
};


/**
 * The domain as a school head sees it: the same engine and rjsf widgets as the real form, in
 * either language and at phone width, with a try-it mode that shows which questions are still
 * missing and the domain's score as answers are picked. Nothing is saved.
 */
export function DraftPreview({ catalogue, domainId, unsaved, actions }: Props) {
  const { t } = useLingui();
  const [lang, setLang] = useState<Lang>('hi');
  const [phone, setPhone] = useState(false);
  const [answers, setAnswers] = useState<JsonObject>({});
  const built = useMemo(() => {
    try {
      const index = indexCatalogue(catalogue);
      const form = buildDomainSchema(index, domainId, lang);
      return { index, schema: prepareSchema(form.schema as JsonObject), uiSchema: form.uiSchema as UiSchema, error: null };
    } catch (e) {
      return { index: null, schema: undefined, uiSchema: undefined, error: (e as Error).message };
    }
  }, [catalogue, domainId, lang]);
  const { validator, error } = useFormValidator(built.schema as RJSFSchema | undefined);
  const outcome = useMemo(() => {
    if (!built.index) return null;
    const a = answers as Answers;
    const done = checkCompleteness(built.index, a, new Set(Object.keys(a)));
    const domain = done.domains.find((d) => d.domainId === domainId);
    const score = scoreForm(built.index, a).domains.find((d) => d.domainId === domainId)?.score ?? null;
    return { domain, score };
  }, [built.index, answers, domainId]);

  return (
    <section className="card draft-preview" aria-label={t`Preview`} data-testid="draft-preview">
      <div className="preview-bar">
        <h2 className="card-title">{t`Preview as a school head sees it`}</h2>
        <div role="group" aria-label={t`Preview language`} className="seg">
          <button type="button" className={`btn btn-sm${lang === 'en' ? ' btn-primary' : ''}`} aria-pressed={lang === 'en'} onClick={() => setLang('en')}>
            English
          </button>
          <button type="button" className={`btn btn-sm${lang === 'hi' ? ' btn-primary' : ''}`} aria-pressed={lang === 'hi'} onClick={() => setLang('hi')} lang="hi">
            हिन्दी
          </button>
        </div>
        <label className="check">
          <input type="checkbox" checked={phone} onChange={(e) => setPhone(e.target.checked)} /> {t`Phone width`}
        </label>
        <button type="button" className="btn btn-sm" onClick={() => setAnswers({})}>
          {t`Clear the answers`}
        </button>
      </div>
      {unsaved && <p className="muted small">{t`Save to see your changes here.`}</p>}
      {actions?.(answers as Answers)}
      {outcome?.domain && (
        <p className="preview-outcome" role="status">
          {t`Answered ${outcome.domain.attempted} of ${outcome.domain.total}`}
          {outcome.domain.missingAnswers.length > 0 && ` · ${t`still required: ${outcome.domain.missingAnswers.join(', ')}`}`}
          {` · ${t`domain score`}: ${outcome.score === null ? '–' : `${Math.round(outcome.score * 10) / 10}%`}`}
        </p>
      )}
      {built.error ? (
        <Alert kind="warning">{t`The preview cannot be built until the problems in this domain are fixed.`}</Alert>
      ) : error ? (
        <Alert kind="error">{t`The form could not be loaded. Check the connection and try again.`}</Alert>
      ) : !validator || !built.schema ? (
        <Loading />
      ) : (
        <div className={`preview-frame${phone ? ' phone' : ''}`} lang={lang}>
          <EngineForm
            className="rjsf domain-form"
            schema={built.schema}
            uiSchema={built.uiSchema}
            formData={answers}
            validator={validator}
            formContext={{}}
            onChange={(e) => setAnswers((e.formData ?? {}) as JsonObject)}
          />
        </div>
      )}
    </section>
  );
}
