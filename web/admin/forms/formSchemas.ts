import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { requestSchemas } from '../../api/request-schemas.generated';

/** What a save sends beside the officer's fields: the record's revision as read (useRecordSave sends it). */
const SENT_BY_THE_SAVE = ['base'];

/** A request schema without what the save sends itself, so the form never shows it as a field. */
function officerFields(schema: RJSFSchema): RJSFSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !SENT_BY_THE_SAVE.includes(name)));
  return { ...schema, properties, ...(schema.required ? { required: schema.required.filter((name) => !SENT_BY_THE_SAVE.includes(name)) } : {}) };
}

/**
 * The schemas the admin forms are rendered and checked with, by form: the server's request schema
 * of the call the form makes, as generated from the server (web/api/request-schemas.generated.ts).
 * An edit call takes only what changes, so its schema requires next to nothing: the edit forms add
 * what a user or a role always has, beside the server's schema, never in place of it. The build
 * compiles a validator for each (scripts/admin-validators.ts).
 */
export const adminFormSchemas = {
  userCreate: officerFields(requestSchemas['POST /v1/user/create']),
  userEdit: { allOf: [officerFields(requestSchemas['POST /v1/user/set']), { required: ['loginId', 'firstName', 'roleId'] }] },
  school: officerFields(requestSchemas['POST /v1/school/manage']),
  roleCreate: officerFields(requestSchemas['POST /v1/roles']),
  roleEdit: { allOf: [officerFields(requestSchemas['PUT /v1/roles/{roleid}']), { required: ['name'] }] },
} satisfies Record<string, RJSFSchema>;

export type AdminFormName = keyof typeof adminFormSchemas;

type ObjectSchema = { properties?: Record<string, RJSFSchema>; required?: string[] };

/** The fields of a form's schema (of every part of an allOf), with the ones it requires. */
export function formFields(schema: RJSFSchema): { properties: Record<string, RJSFSchema>; required: Set<string> } {
  const parts = (schema.allOf ?? [schema]) as ObjectSchema[];
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, RJSFSchema>,
    required: new Set(parts.flatMap((p) => p.required ?? [])),
  };
}

const takesNull = (s: RJSFSchema): boolean => Array.isArray(s.anyOf) && s.anyOf.some((b) => typeof b === 'object' && b !== null && b.type === 'null');

/**
 * The uiSchema with every field the server also takes as null (`anyOf: [text, null]`) rendered as
 * its text (widgets.tsx, NullableField), not as rjsf's choice between the two: a field the server
 * adds that way shows as a plain box too.
 */
export function withNullableFields(schema: RJSFSchema, uiSchema: UiSchema): UiSchema {
  const out: UiSchema = { ...uiSchema };
  for (const [name, s] of Object.entries(formFields(schema).properties)) {
    if (takesNull(s)) out[name] = { 'ui:field': 'nullable', 'ui:fieldReplacesAnyOrOneOf': true, ...(uiSchema[name] as UiSchema | undefined) };
  }
  return out;
}
