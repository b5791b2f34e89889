import type { Ref } from 'react';
import Form, { type FormProps } from '@rjsf/core';
import type { Experimental_DefaultFormStateBehavior, FieldProps, RJSFSchema } from '@rjsf/utils';
import type { JsonObject } from '../api/types';
import { QuestionFieldTemplate, GroupedObjectTemplate } from './templates';
import { CheckboxTilesWidget, ComputedWidget, NumberWidget, RadioButtonsWidget } from './widgets';

/** Templates and widgets shared by every rjsf form of the app; module-level so they stay stable. */
export const templates = {
  FieldTemplate: QuestionFieldTemplate,
  ObjectFieldTemplate: GroupedObjectTemplate,
};

/**
 * Numbers go straight to the widget: ours already answers numbers, and rjsf's NumberField
 * builds an Intl.NumberFormat on every render and keystroke to find the decimal separator.
 */
function PlainNumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return <StringField {...props} />;
}

export const fields = { NumberField: PlainNumberField };

export const widgets = {
  RadioWidget: RadioButtonsWidget,
  CheckboxesWidget: CheckboxTilesWidget,
  UpDownWidget: NumberWidget,
  computed: ComputedWidget,
};

/**
 * Never invent answers: rjsf would otherwise pre-select the first option of a required
 * single choice (constAsDefaults) and fill empty arrays.
 */
export const defaultsBehaviour: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'never',
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
};

type EngineFormProps = Omit<
  FormProps<JsonObject, RJSFSchema>,
  'templates' | 'fields' | 'widgets' | 'showErrorList' | 'experimental_defaultFormStateBehavior' | 'noHtml5Validate'
> & { formRef?: Ref<Form<JsonObject, RJSFSchema>> };

// rjsf draws its own submit button when a form has no children; the pages' action bars sit outside the form.
const NO_BUTTONS = <></>;

/**
 * A catalogue form as the head's domain form and the reviewer's form both draw it: our templates,
 * widgets and defaults, no rjsf error list (errors show at their questions), no browser validation
 * and no buttons of rjsf's own unless given as children (the page has its own).
 */
export function EngineForm({ formRef, children = NO_BUTTONS, ...props }: EngineFormProps) {
  return (
    <Form<JsonObject, RJSFSchema>
      ref={formRef}
      {...props}
      templates={templates}
      fields={fields}
      widgets={widgets}
      showErrorList={false}
      experimental_defaultFormStateBehavior={defaultsBehaviour}
      noHtml5Validate
    >
      {children}
    </Form>
  );
}
