import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import type { AdminFormBodyProps, FormValues } from './AdminFormBody';
import { errorTransformer, toFieldErrors, type ErrorWords } from './errorWords';
import { adminFormSchemas, formFields, withNullableFields, type AdminFormName } from './formSchemas';
import type { AdminValidator } from './loadAdminValidator';
import { LeaveFormDialog } from './LeaveFormDialog';
import { useUnsavedForm } from './unsavedForm';

export type { FormValues };

type Props = {
  /** Which form: its schema is the server's request schema of the call it makes (formSchemas.ts). */
  form: AdminFormName;
  uiSchema: UiSchema;
  formData: FormValues;
  onChange: (data: FormValues) => void;
  onSubmit: (data: FormValues) => void;
  /** The server's field errors of the last save (400 details), each shown under its field until the field changes. */
  serverErrors?: Record<string, string>;
  /** The form's own checks beyond the schema (the place a role needs), as messages by field. */
  check?: (data: FormValues) => Record<string, string>;
  /** The last save's failure, shown above the fields. */
  failure?: string | null;
  /** No field takes input: a save is on its way, or a conflict waits for the officer's choice (useRecordSave). */
  locked?: boolean;
  /** A save is on its way (useRecordSave's `saving`). */
  saving?: boolean;
  /** How many saves of this form the server took (useRecordSave's `saves`): each makes what is on screen the saved state. */
  saves?: number;
  label: string;
  testId?: string;
  className?: string;
  /** The buttons. */
  children: ReactNode;
};

type Loaded = { Body: ComponentType<AdminFormBodyProps>; validator: AdminValidator };

const NO_ERRORS: Record<string, string> = {};

/**
 * An admin form rendered by rjsf from the server's request schema and checked by its compiled
 * validator, both loaded when the form first opens (so the screens' own chunks stay small). Errors
 * speak the product's words; after a refused save the focus moves to the first field in error.
 */
export function AdminForm({
  form,
  uiSchema,
  formData,
  onChange,
  onSubmit,
  serverErrors = NO_ERRORS,
  check,
  failure,
  locked = false,
  saving = false,
  saves = 0,
  label,
  testId,
  className,
  children,
}: Props) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let live = true;
    // rjsf and the validator's runtime come with the form, not with the screen that may open it.
    Promise.all([import('./AdminFormBody'), import('./loadAdminValidator').then((m) => m.loadAdminValidator(form))]).then(
      ([m, validator]) => live && setLoaded({ Body: m.default, validator }),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [form]);

  // Edits not yet on the server: leaving the form or closing the tab asks first.
  const unsaved = useUnsavedForm(formData, saves);

  const schema = adminFormSchemas[form];
  const fullUiSchema = useMemo(() => withNullableFields(schema, uiSchema), [schema, uiSchema]);
  const words: ErrorWords = useMemo(
    () => ({
      required: t`This is required`,
      tooShort: (limit) => t`Use at least ${limit} characters`,
      tooLong: (limit) => t`Use at most ${limit} characters`,
      notValid: t`This value is not valid`,
      notAnOption: t`Choose one of the options`,
    }),
    [t],
  );
  const transformErrors = useMemo(() => errorTransformer(words), [words]);

  // A required text of spaces passes the schema's minLength, but the server trims it away.
  const required = useMemo(() => [...formFields(schema).required], [schema]);
  const customValidate: CustomValidator = (data, errors) => {
    const values = (data ?? {}) as FormValues;
    const found: Record<string, string> = {};
    for (const field of required) {
      const v = values[field];
      if (typeof v === 'string' && v !== '' && v.trim() === '') found[field] = words.required;
    }
    Object.assign(found, check?.(values));
    const target = errors as unknown as Record<string, { __errors: string[] } | undefined>;
    for (const [field, message] of Object.entries(found)) {
      const entry = (target[field] ??= { __errors: [] });
      entry.__errors.push(message);
    }
    return errors;
  };

  // A server error stays under its field until that field changes.
  const [serverBase, setServerBase] = useState({ errors: serverErrors, data: formData });
  if (serverBase.errors !== serverErrors) setServerBase({ errors: serverErrors, data: formData });
  const standing = Object.entries(serverErrors).filter(([field]) => formData[field] === serverBase.data[field]);
  const standingKey = standing.map(([f, m]) => `${f}\u0000${m}`).join('\u0001');
  // rjsf merges new extraErrors when the object changes: keep it the same while the errors are.
  const extraErrors = useMemo(
    () => toFieldErrors(Object.fromEntries(standingKey ? standingKey.split('\u0001').map((pair) => pair.split('\u0000') as [string, string]) : [])),
    [standingKey],
  );

  // After a refused save (the form's checks or the server's), the first field in error takes the focus.
  const box = useRef<HTMLDivElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0 || serverErrors !== NO_ERRORS) box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, serverErrors, loaded]);

  const context = useMemo(
    () => ({
      top: failure ? (
        <div className="form-errors">
          <Alert kind="error">{failure}</Alert>
        </div>
      ) : undefined,
    }),
    [failure],
  );

  if (loadFailed) return <Alert kind="error">{t`The form could not be loaded. Check the connection and try again.`}</Alert>;
  if (!loaded) return <Loading />;
  const { Body, validator } = loaded;
  return (
    <div ref={box} className="admin-form">
      <LeaveFormDialog unsaved={unsaved} saving={saving} />
      <Body
        schema={schema}
        validator={validator}
        uiSchema={fullUiSchema}
        formData={formData}
        locked={locked}
        onChange={onChange}
        onSubmit={onSubmit}
        onError={() => setAttempts((n) => n + 1)}
        extraErrors={extraErrors}
        customValidate={customValidate}
        transformErrors={transformErrors}
        context={context}
        label={label}
        testId={testId}
        className={className}
      >
        {children}
      </Body>
    </div>
  );
}
