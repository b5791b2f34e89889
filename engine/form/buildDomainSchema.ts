import type { CatalogueIndex, IndexedQuestion } from './indexCatalogue';
import { engineMessages } from '../i18n/messages';
import { pick, type Lang } from '../i18n/text';
import { MAX_COUNT, NOT_APPLICABLE } from '../answers/types';

/** A JSON Schema as plain data. */
export type JsonSchema = Record<string, unknown>;

/** What @rjsf/core renders for one domain: schema, uiSchema, in one language. */
export interface DomainForm {
  schema: JsonSchema;
  uiSchema: JsonSchema;
}

function choiceList(entry: IndexedQuestion, lang: Lang): JsonSchema[] {
  const list: JsonSchema[] = entry.options.map((o) => ({ const: o.code, title: pick(o.label, lang) }));
  if (entry.question.allowNotApplicable) list.push({ const: NOT_APPLICABLE, title: pick(engineMessages.notApplicable, lang) });
  return list;
}

/** The JSON Schema of one question's answer, with its title and help in one language. */
export function questionSchema(entry: IndexedQuestion, lang: Lang): JsonSchema {
  const q = entry.question;
  const base: JsonSchema = { title: `${q.id}. ${pick(q.label, lang)}` };
  if (q.help) base.description = pick(q.help, lang);
  switch (q.type) {
    case 'yesNo':
    case 'single':
      return { ...base, type: 'string', oneOf: choiceList(entry, lang) };
    case 'multi':
      return { ...base, type: 'array', uniqueItems: true, items: { type: 'string', anyOf: choiceList(entry, lang) } };
    case 'count':
      // A total the school information already holds is shown, not asked again.
      if (q.fromSchoolInfo)
        return { ...base, type: ['integer', 'null'], readOnly: true, description: [base.description, pick(engineMessages.fromSchoolInfo, lang)].filter(Boolean).join(' ') };
      return { ...base, type: 'integer', minimum: q.min ?? 0, maximum: q.max ?? MAX_COUNT };
    case 'percentage':
      return { ...base, type: 'number', minimum: q.min ?? 0, maximum: q.max ?? 100 };
    case 'computedPercentage':
      return {
        ...base,
        type: ['number', 'null'],
        readOnly: true,
        ...(q.formula?.description ? { description: pick(q.formula.description, lang) } : {}),
      };
  }
}

function widgetOf(entry: IndexedQuestion): string {
  switch (entry.question.type) {
    case 'yesNo':
    case 'single':
      return 'radio';
    case 'multi':
      return 'checkboxes';
    case 'computedPercentage':
      return 'computed';
    case 'count':
      // Shown as a value, like a computed one: the school information holds it.
      return entry.question.fromSchoolInfo ? 'computed' : 'updown';
    default:
      return 'updown';
  }
}

function parentMatches(index: CatalogueIndex, parent: string, codes: string[]): JsonSchema {
  const match = codes.length === 1 ? { const: codes[0] } : { enum: codes };
  return index.questions.get(parent)?.question.type === 'multi' ? { contains: match } : match;
}

/**
 * Builds the form of one domain: a flat object with one property per question
 * (formData is `{ Q001: ..., Q002: ... }`), subdomains as groups in the
 * uiSchema, and each follow-up inside an `if/then` so it is neither shown nor
 * required until its parent is answered the way its condition says.
 */
export function buildDomainSchema(index: CatalogueIndex, domainId: string, lang: Lang): DomainForm {
  const domain = index.catalogue.domains.find((d) => d.id === domainId);
  if (!domain) throw new Error(`unknown domain ${domainId}`);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const conditional = new Map<string, { parent: string; codes: string[]; properties: Record<string, JsonSchema>; required: string[] }>();
  const uiSchema: JsonSchema = {};
  const order: string[] = [];
  for (const id of index.byDomain.get(domainId) ?? []) {
    const entry = index.questions.get(id)!;
    const q = entry.question;
    order.push(id);
    uiSchema[id] = {
      'ui:widget': widgetOf(entry),
      'ui:options': {
        evidence: q.evidence,
        notApplicable: q.allowNotApplicable,
        questionType: q.type,
        subdomainId: entry.subdomain.id,
        // The browser computes the value live with the engine's computePercentage.
        ...(q.formula
          ? {
              formula: {
                numerator: q.formula.numerator,
                denominator: q.formula.denominator,
                ...(index.catalogue.grading.zeroDenominator === 'notApplicable' ? { zeroIsNotApplicable: true } : {}),
              },
            }
          : {}),
        // Which answers need proof, and which option stands alone: the browser applies the engine's rules.
        ...(q.evidenceFor ? { evidenceFor: q.evidenceFor } : {}),
        ...(entry.options.some((o) => o.exclusive) ? { exclusive: entry.options.filter((o) => o.exclusive).map((o) => o.code) } : {}),
        // The browser checks the part against its whole as the head types (engine checkLimits).
        ...(q.notMoreThan ? { notMoreThan: q.notMoreThan } : {}),
        ...(q.fromSchoolInfo ? { fromSchoolInfo: q.fromSchoolInfo } : {}),
      },
    };
    const schema = questionSchema(entry, lang);
    if (q.showIf) {
      const key = `${q.showIf.question}:${q.showIf.in.join('|')}`;
      const branch = conditional.get(key) ?? { parent: q.showIf.question, codes: q.showIf.in, properties: {}, required: [] };
      branch.properties[id] = schema;
      if (q.required && q.type !== 'computedPercentage' && !q.fromSchoolInfo) branch.required.push(id);
      conditional.set(key, branch);
    } else {
      properties[id] = schema;
      if (q.required && q.type !== 'computedPercentage' && !q.fromSchoolInfo) required.push(id);
    }
  }
  const schema: JsonSchema = { type: 'object', title: pick(domain.name, lang), properties, required };
  if (domain.description) schema.description = pick(domain.description, lang);
  if (conditional.size) {
    schema.allOf = [...conditional.values()].map((b) => ({
      if: { properties: { [b.parent]: parentMatches(index, b.parent, b.codes) }, required: [b.parent] },
      then: { properties: b.properties, required: b.required },
    }));
  }
  uiSchema['ui:order'] = [...order, '*'];
  uiSchema['ui:options'] = {
    groups: domain.subdomains.map((sd) => ({ id: sd.id, title: `${sd.id}. ${pick(sd.name, lang)}`, fields: sd.questions.map((q) => q.id) })),
  };
  return { schema, uiSchema };
}
