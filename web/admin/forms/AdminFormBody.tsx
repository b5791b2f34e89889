import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { CustomValidator, ErrorSchema, ErrorTransformer, Experimental_DefaultFormStateBehavior, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { AdminValidator } from './loadAdminValidator';
import { AdminFieldTemplate, AdminObjectTemplate, type AdminFormContext } from './templates';
import { CheckboxWidget, NullableField, SchoolPickerWidget, ScopeLevelWidget, SelectWidget, TextareaWidget, TextWidget } from './widgets';

export type FormValues = Record<string, unknown>;

/** The rjsf form of an admin screen, once its validator is loaded (AdminForm.tsx loads both). */
export type AdminFormBodyProps = {
  schema: RJSFSchema;
  validator: AdminValidator;
  uiSchema: UiSchema;
  formData: FormValues;
  locked: boolean;
  onChange: (data: FormValues) => void;
  onSubmit: (data: FormValues) => void;
  onError: () => void;
  extraErrors: ErrorSchema;
  customValidate: CustomValidator;
  transformErrors: ErrorTransformer;
  context: AdminFormContext;
  label: string;
  testId?: string;
  className?: string;
  children: ReactNode;
};

const templates = { FieldTemplate: AdminFieldTemplate, ObjectFieldTemplate: AdminObjectTemplate };
const widgets = {
  TextWidget,
  TextareaWidget,
  SelectWidget,
  CheckboxWidget,
  schoolPicker: SchoolPickerWidget,
  scopeLevel: ScopeLevelWidget,
};
const fields = { nullable: NullableField };
// Never invent values: no first option chosen, no empty objects filled in.
const defaults: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'never', emptyObjectFields: 'skipDefaults' };

const FormName = createContext<{ label: string; testId?: string }>({ label: '' });

/** rjsf's <form>, with the form's accessible name and test id (rjsf passes neither through). */
function NamedForm(props: ComponentProps<'form'>) {
  const { label, testId } = useContext(FormName);
  return <form {...props} aria-label={label} data-testid={testId} />;
}

/** Renders an admin form with rjsf: the admin look (templates, widgets), the server's schema, its compiled validator. */
export default function AdminFormBody(props: AdminFormBodyProps) {
  const { schema, validator, uiSchema, formData, locked, onChange, onSubmit, onError, extraErrors, customValidate, transformErrors, context, label, testId, className, children } =
    props;
  return (
    <FormName.Provider value={{ label, testId }}>
      <Form<FormValues, RJSFSchema, AdminFormContext>
        tagName={NamedForm}
        className={className}
        schema={schema}
        validator={validator}
        uiSchema={uiSchema}
        formData={formData}
        disabled={locked}
        formContext={context}
        templates={templates}
        widgets={widgets}
        fields={fields}
        experimental_defaultFormStateBehavior={defaults}
        showErrorList={false}
        noHtml5Validate
        extraErrors={extraErrors}
        customValidate={customValidate}
        transformErrors={transformErrors}
        onChange={(e) => onChange(e.formData ?? {})}
        onSubmit={(e) => onSubmit(e.formData ?? {})}
        onError={onError}
      >
        {children}
      </Form>
    </FormName.Provider>
  );
}
