// Plain @rjsf/core with its default widgets and no styling, on the product's own schema.
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { Experimental_DefaultFormStateBehavior, RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { PeerPage } from '../PeerPage';
import type { UiSchema } from '../formJson';

/** The product's uiSchema without its one custom widget: a computed value shows as rjsf's read-only input. */
function plainUiSchema(ui: UiSchema): RjsfUiSchema {
  return Object.fromEntries(
    Object.entries(ui).map(([k, v]) => {
      if (typeof v !== 'object' || v === null || (v as Record<string, unknown>)['ui:widget'] !== 'computed') return [k, v];
      const { 'ui:widget': _w, ...rest } = v as Record<string, unknown>;
      void _w;
      return [k, rest];
    }),
  );
}

/**
 * Not styling and not speed: without it rjsf shows answers nobody gave (the first option of every
 * required single choice, and so every follow-up), and the page would not be the same form.
 */
const noInventedAnswers: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'never', emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } };

createRoot(document.getElementById('root')!).render(
  <PeerPage
    render={(form, domain) => (
      <Form
        key={domain}
        schema={form.schema as unknown as RJSFSchema}
        uiSchema={plainUiSchema(form.uiSchema)}
        formData={form.answers}
        validator={validator}
        experimental_defaultFormStateBehavior={noInventedAnswers}
      />
    )}
  />,
);
