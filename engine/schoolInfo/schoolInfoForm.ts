import type { Text } from '../generated/catalogue';
import type { JsonSchema, DomainForm } from '../form/buildDomainSchema';
import type { Validator } from '../validate/validator';
import { problemMessage, valueKindOf } from '../validate/problemMessage';
import { pick, type Lang } from '../i18n/text';

interface FieldSchema extends JsonSchema {
  'x-label'?: Text;
  'x-help'?: Text;
  /** The field may not exceed this other field (vacancies not more than sanctioned posts). */
  'x-notMoreThan'?: string;
}

interface Group {
  id: string;
  label: Text;
  fields: string[];
}

/** Labels and help of the school information schema in one language, for @rjsf/core. */
export function localizeSchoolInfo(source: JsonSchema, lang: Lang): DomainForm {
  const props = (source.properties ?? {}) as Record<string, FieldSchema>;
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: JsonSchema = {};
  for (const [key, field] of Object.entries(props)) {
    const { 'x-label': label, 'x-help': help, 'x-notMoreThan': _limit, ...rest } = field;
    properties[key] = { ...rest, ...(label ? { title: pick(label, lang) } : {}), ...(help ? { description: pick(help, lang) } : {}) };
    uiSchema[key] = { 'ui:widget': 'updown' };
  }
  const groups = ((source['x-groups'] ?? []) as Group[]).map((g) => ({ id: g.id, title: pick(g.label, lang), fields: g.fields }));
  uiSchema['ui:options'] = { groups };
  const label = source['x-label'] as Text | undefined;
  const schema: JsonSchema = {
    $schema: source.$schema,
    type: 'object',
    title: label ? pick(label, lang) : source.title,
    properties,
    required: source.required ?? [],
  };
  return { schema, uiSchema };
}

/** One field-level problem of the school information, in both languages. */
export interface FieldProblem {
  field: string;
  problem: string;
  message: Text;
}

/** Checks school information against its schema and its cross-field limits, with the spec's messages. */
export function validateSchoolInfo(validator: Validator, source: JsonSchema, info: unknown): FieldProblem[] {
  const fields = (source.properties ?? {}) as Record<string, FieldSchema>;
  const problems = validator.validate(source, info).map((p) => {
    const field = p.keyword === 'additionalProperties' ? String(p.params.additionalProperty) : p.field;
    const message = problemMessage(p.keyword, p.params, valueKindOf(fields[field]));
    return { field, problem: p.keyword, message };
  });
  if (problems.length || typeof info !== 'object' || info === null) return problems;
  const values = info as Record<string, unknown>;
  for (const [key, field] of Object.entries((source.properties ?? {}) as Record<string, FieldSchema>)) {
    const limit = field['x-notMoreThan'];
    const value = values[key];
    const other = limit ? values[limit] : undefined;
    if (limit && typeof value === 'number' && typeof other === 'number' && value > other) {
      const otherLabel = ((source.properties as Record<string, FieldSchema>)[limit]?.['x-label'] ?? { en: limit, hi: limit }) as Text;
      problems.push({
        field: key,
        problem: 'notMoreThan',
        message: { en: `Cannot be more than ${otherLabel.en}`, hi: `${otherLabel.hi} से अधिक नहीं हो सकता` },
      });
    }
  }
  return problems;
}
