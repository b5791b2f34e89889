// SurveyJS Form Library (survey-core + survey-react-ui) with its default theme, on a model
// converted from the product's schema.
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.fontless.css';
import { PeerPage } from '../PeerPage';
import { toSurveyJson } from '../toSurveyJson';
import type { FormJson } from '../formJson';

function DomainSurvey({ form }: { form: FormJson }) {
  const model = useMemo(() => {
    const m = new Model(toSurveyJson(form.schema, form.uiSchema));
    m.data = form.answers;
    return m;
  }, [form]);
  return <Survey model={model} />;
}

createRoot(document.getElementById('root')!).render(<PeerPage render={(form, domain) => <DomainSurvey key={domain} form={form} />} />);
