import type { DomainSchema, FollowUp, QuestionSchema, UiSchema } from './formJson';

/** A SurveyJS question as its JSON model spells it (the subset this converter writes). */
export interface SurveyQuestion {
  type: 'radiogroup' | 'checkbox' | 'text' | 'comment';
  name: string;
  title?: string;
  description?: string;
  choices?: { value: unknown; text: string }[];
  inputType?: 'number';
  min?: number;
  max?: number;
  readOnly?: boolean;
  isRequired?: boolean;
  visibleIf?: string;
}

export interface SurveyJson {
  title?: string;
  showQuestionNumbers: 'off';
  pages: { name: string; elements: SurveyQuestion[] }[];
}

const widgetOf = (ui: UiSchema, key: string): string | undefined => (ui[key] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];

function choices(list: { const: unknown; title?: string }[]): { value: unknown; text: string }[] {
  return list.map((o) => ({ value: o.const, text: o.title ?? String(o.const) }));
}

/** SurveyJS's expression for a follow-up's condition; only the product's shape (one answer equal to a code) is known. */
function condition(rule: FollowUp): string {
  const entries = Object.entries(rule.if.properties);
  if (entries.length !== 1 || !('const' in entries[0][1])) throw new Error(`follow-up condition not converted: ${JSON.stringify(rule.if)}`);
  const [key, { const: value }] = entries[0];
  return `{${key}} = ${JSON.stringify(value).replace(/"/g, "'")}`;
}

function question(name: string, q: QuestionSchema, widget: string | undefined): SurveyQuestion {
  const types = Array.isArray(q.type) ? q.type : [q.type];
  const base = { name, title: q.title, description: q.description, ...(q.readOnly ? { readOnly: true } : {}) };
  if (q.oneOf) return { ...base, type: 'radiogroup', choices: choices(q.oneOf) };
  const items = q.items?.anyOf ?? q.items?.oneOf;
  if (types.includes('array') && items) return { ...base, type: 'checkbox', choices: choices(items) };
  if (types.includes('integer') || types.includes('number'))
    return { ...base, type: 'text', inputType: 'number', ...(q.minimum === undefined ? {} : { min: q.minimum }), ...(q.maximum === undefined ? {} : { max: q.maximum }) };
  if (types.includes('string')) return { ...base, type: widget === 'textarea' ? 'comment' : 'text' };
  throw new Error(`question ${name} not converted: ${JSON.stringify(q)}`);
}

/**
 * The product's form schema as a SurveyJS model on one page: single choice as radio groups,
 * multiple choice as checkboxes, counts and percentages as number inputs, text as text or
 * comment; follow-ups placed after their question (ui:order) with the show-if rule as visibleIf;
 * required as isRequired. Titles already carry the question number, so SurveyJS numbers none.
 */
export function toSurveyJson(schema: DomainSchema, uiSchema: UiSchema): SurveyJson {
  const byKey = new Map<string, { q: QuestionSchema; required: boolean; visibleIf?: string }>();
  const topRequired = new Set(schema.required ?? []);
  for (const [k, q] of Object.entries(schema.properties)) byKey.set(k, { q, required: topRequired.has(k) });
  for (const rule of schema.allOf ?? []) {
    const visibleIf = condition(rule);
    const required = new Set(rule.then?.required ?? []);
    for (const [k, q] of Object.entries(rule.then?.properties ?? {})) byKey.set(k, { q, required: required.has(k), visibleIf });
  }
  const order = (uiSchema['ui:order'] ?? []).filter((k) => k !== '*' && byKey.has(k));
  const keys = [...order, ...[...byKey.keys()].filter((k) => !order.includes(k))];
  const elements = keys.map((k) => {
    const { q, required, visibleIf } = byKey.get(k)!;
    return { ...question(k, q, widgetOf(uiSchema, k)), ...(required ? { isRequired: true } : {}), ...(visibleIf ? { visibleIf } : {}) };
  });
  return { title: schema.title, showQuestionNumbers: 'off', pages: [{ name: 'form', elements }] };
}
