import { useCallback, useMemo } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RJSFSchema } from '@rjsf/utils';
import { Form, type QuestionContext, type QuestionInfo } from './formEngine';
import { defaultsBehaviour, fields, templates, widgets } from './registry';
import { QuestionStore } from './questionStore';
import { loadValidator, type FormValidator } from './loadValidator';

i18n.loadAndActivate({ locale: 'en', messages: {} });
afterEach(() => cleanup());

// 31 questions: 20 yes/no, 10 counts, 1 computed percentage of two of the counts.
const properties: Record<string, object> = {};
const uiSchema: Record<string, object> = {};
for (let i = 1; i <= 20; i++) {
  const q = `Q${String(i).padStart(3, '0')}`;
  properties[q] = {
    title: `${q}. Question ${i}?`,
    type: 'string',
    oneOf: [
      { const: 'YN1', title: 'Yes' },
      { const: 'YN2', title: 'No' },
    ],
  };
  uiSchema[q] = { 'ui:widget': 'radio', 'ui:options': { evidence: 'none' } };
}
for (let i = 21; i <= 30; i++) {
  const q = `Q${String(i).padStart(3, '0')}`;
  properties[q] = { title: `${q}. How many?`, type: 'integer', minimum: 0 };
  uiSchema[q] = { 'ui:widget': 'updown', 'ui:options': { evidence: 'none', questionType: 'count' } };
}
properties.Q031 = { title: 'Q031. Share', type: ['number', 'null'], readOnly: true };
uiSchema.Q031 = { 'ui:widget': 'computed', 'ui:options': { questionType: 'computedPercentage', formula: { numerator: 'Q022', denominator: 'Q021' } } };
const schema = { type: 'object', properties } as RJSFSchema;
let validator: FormValidator;
// Not a catalogue schema: ajv itself validates it, as it would a catalogue version newer than the build.
beforeAll(async () => {
  const loaded = await loadValidator(schema);
  expect(loaded.source).toBe('ajv');
  validator = loaded.validator;
});

function Harness({ renders, store }: { renders: Map<string, number>; store: QuestionStore }) {
  const renderExtras = useCallback(
    (info: QuestionInfo) => {
      renders.set(info.questionid, (renders.get(info.questionid) ?? 0) + 1);
      return null;
    },
    [renders],
  );
  const formContext = useMemo<QuestionContext>(() => ({ accrid: 1, store, renderExtras }), [store, renderExtras]);
  return (
    <I18nProvider i18n={i18n}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={{ Q021: 10 }}
        validator={validator}
        templates={templates}
        fields={fields}
        widgets={widgets}
        experimental_defaultFormStateBehavior={defaultsBehaviour}
        formContext={formContext}
        onChange={(e) => store.setAnswers((e.formData ?? {}) as Record<string, unknown>)}
      >
        <></>
      </Form>
    </I18nProvider>
  );
}

describe('the domain form', () => {
  it('re-renders only the question that changed', () => {
    const renders = new Map<string, number>();
    const store = new QuestionStore(async () => []);
    store.setAnswers({ Q021: 10 });
    const { container } = render(<Harness renders={renders} store={store} />);
    expect(renders.size).toBe(31);
    renders.clear();

    fireEvent.click(container.querySelector('#root_Q005-0')!);
    expect([...renders.keys()]).toEqual(['Q005']);
    renders.clear();

    fireEvent.change(container.querySelector('#root_Q022')!, { target: { value: '4' } });
    expect([...renders.keys()]).toEqual(['Q022']);
    // The computed share follows live, through the store, without re-rendering its question.
    expect(container.querySelector('#root_Q031')!.textContent).toBe('40 %');
  });
});
