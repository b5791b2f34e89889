import type { Experimental_DefaultFormStateBehavior, FieldProps } from '@rjsf/utils';
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
