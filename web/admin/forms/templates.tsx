import { Fragment, type ReactNode } from 'react';
import { errorId, getUiOptions, helpId, type FieldTemplateProps, type ObjectFieldTemplateProps } from '@rjsf/utils';

/** A titled part of a form and the fields in it, in order (ui:options.groups of the root). */
export type FieldGroup = { title: string; fields: string[] };

/** What an admin form hands its templates (rjsf's formContext). */
export type AdminFormContext = { top?: ReactNode };

function fieldName(props: FieldTemplateProps): string {
  const path = props.fieldPathId?.path ?? [];
  const last = path[path.length - 1];
  return typeof last === 'string' ? last : props.id.replace(/^root_/, '');
}

/**
 * One field as the admin screens show them: label (with * when required), input, hint, then the
 * error. `bare` widgets (the school picker, the scope level) label themselves; hidden fields
 * (a place the role has no use for) are not shown at all.
 */
export function AdminFieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, schema, uiSchema } = props;
  if (hidden) return null;
  if (schema.type === 'object') return children;
  const options = getUiOptions(uiSchema);
  if (options.bare === true) return children;
  const isCheck = schema.type === 'boolean';
  // rjsf leaves the label to a field of one's own (ui:field); a nullable one is a plain box and keeps it.
  const showLabel = (displayLabel || uiSchema?.['ui:field'] === 'nullable') && !isCheck;
  const error = rawErrors?.[0];
  const className = ['field', isCheck ? 'check-field' : '', options.wide === true ? 'field-wide' : ''].filter(Boolean).join(' ');
  return (
    <div className={className} data-field={fieldName(props)}>
      {showLabel && (
        <label htmlFor={id}>
          {label}
          {(required || options.needed === true) && (
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {children}
      {rawHelp && (
        <p className="muted small field-hint" id={helpId(id)}>
          {rawHelp}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The form's fields: at the root, the form's message (formContext.top), then the fields in the
 * titled groups of ui:options.groups; a field no group names (one the server added) comes last,
 * so it is never lost. `layout: 'stack'` (dialogs) puts them one under another.
 */
export function AdminObjectTemplate({ properties, uiSchema, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const options = getUiOptions(uiSchema);
  const groups = Array.isArray(options.groups) ? (options.groups as FieldGroup[]) : [];
  const visible = properties.filter((p) => !p.hidden);
  const named = new Set(groups.flatMap((g) => g.fields));
  const rest = visible.filter((p) => !named.has(p.name));
  const atRoot = (fieldPathId?.path ?? []).length === 0;
  const top = atRoot ? (registry.formContext as AdminFormContext | undefined)?.top : undefined;
  return (
    <>
      {top}
      <div className={options.layout === 'stack' ? 'field-stack' : 'form-grid'}>
        {groups.map((g) => {
          const items = g.fields.map((f) => visible.find((p) => p.name === f)).filter((p) => p !== undefined);
          if (items.length === 0) return null;
          return (
            <Fragment key={g.title || g.fields.join()}>
              {g.title && <h2 className="form-section-title">{g.title}</h2>}
              {items.map((p) => (
                <Fragment key={p.name}>{p.content}</Fragment>
              ))}
            </Fragment>
          );
        })}
        {rest.map((p) => (
          <Fragment key={p.name}>{p.content}</Fragment>
        ))}
      </div>
    </>
  );
}
