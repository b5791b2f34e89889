// An rjsf form with the app's templates and widgets, for the widget and template stories.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../web/api/client';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { EngineForm, errorTransformer, useFormValidator, type QuestionContext, type QuestionInfo } from '../../web/form/formEngine';
import { HeadExtras, needsEvidence } from '../../web/form/HeadExtras';
import { QuestionStore, type EvidenceDocument, type QuestionComment, type QuestionReview } from '../../web/form/questionStore';
import type { JsonObject } from '../../web/api/types';
import { Loading } from '../../web/components/Loading';
import { useLang } from '../../web/app/LangContext';

type Props = {
  schema: JsonObject;
  uiSchema: JsonObject;
  formData?: JsonObject;
  readonly?: boolean;
  extras?: boolean;
  liveValidate?: boolean;
  comments?: QuestionComment[];
  reviews?: QuestionReview[];
};

/** Renders a schema as the domain form does; with `extras`, evidence and comments under each question. */
export function FormFrame({ schema, uiSchema, formData = {}, readonly, extras, liveValidate, comments = [], reviews = [] }: Props) {
  const [store] = useState(() => {
    const s = new QuestionStore((q) => api<EvidenceDocument[]>('POST', `/v1/form/1/question/${q}/documents`, {}));
    s.setAnswers(formData);
    s.setComments(comments);
    s.setReviews(reviews);
    return s;
  });
  useEffect(() => {
    if (!extras) return;
    const ids = Object.entries(uiSchema)
      .filter(([, u]) => ['mandatory', 'optional'].includes(String((u as { 'ui:options'?: { evidence?: string } })['ui:options']?.evidence)))
      .map(([q]) => q);
    store.requestDocs(ids);
  }, [store, extras, uiSchema]);
  const renderExtras = useCallback(
    (info: QuestionInfo) => (
      <HeadExtras store={store} accrid={1} questionid={info.questionid} evidence={info.evidence} needed={needsEvidence(info.value)} editable={!readonly} canComment user="head" />
    ),
    [store, readonly],
  );
  const formContext = useMemo<QuestionContext>(() => ({ accrid: 1, store, ...(extras ? { renderExtras } : {}) }), [store, extras, renderExtras]);
  const rjsfSchema = useMemo(() => schema as RJSFSchema, [schema]);
  const { validator } = useFormValidator(rjsfSchema);
  const { lang } = useLang();
  const transformErrors = useMemo(() => errorTransformer(schema, lang), [schema, lang]);
  if (!validator) return <Loading />;
  return (
    <EngineForm
      className="rjsf domain-form"
      schema={rjsfSchema}
      uiSchema={uiSchema as UiSchema}
      formData={formData}
      validator={validator}
      transformErrors={transformErrors}
      liveValidate={liveValidate}
      readonly={readonly}
      formContext={formContext}
      onChange={(e) => store.setAnswers((e.formData ?? {}) as JsonObject)}
    />
  );
}
