import { draftMetaSchema } from '../store/meta-schema';
import { requestSchema } from '../../http/validate';
import type { Domain, Grading, OptionGroup, PartChange, Question, RebaseChoice, Subdomain, Text } from '../../../engine';

// Request bodies of the catalogue editor, built from the catalogue format itself (as a draft
// may hold it), so the editor's routes accept exactly what a catalogue file may say.
const meta = draftMetaSchema();
const defs = meta.$defs as Record<string, Record<string, unknown>>;
/** The format's definitions written out in place (it has no recursion), so each body stands alone in the OpenAPI document. */
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  if (typeof o.$ref === 'string' && o.$ref.startsWith('#/$defs/')) {
    const { $ref: _r, ...rest } = o;
    void _r;
    return { ...(inline(defs[o.$ref.slice('#/$defs/'.length)]) as object), ...rest };
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, inline(v)]));
}
const ref = (name: string) => inline({ $ref: `#/$defs/${name}` }) as Record<string, unknown>;
const version = { type: 'string', pattern: '^v[0-9]+$', maxLength: 12 } as const;
const edit = {
  revision: {
    type: 'integer',
    minimum: 0,
    description: "The part's revision the edit started from (0 for a part never changed in this draft): refused (409) when the part changed since",
  },
  overwrite: { type: 'boolean', description: 'Save over the newer change (after being told about it)' },
} as const;
const index = { type: 'integer', minimum: 0, maximum: 1000 } as const;

function body<T>(required: string[], properties: Record<string, unknown>) {
  return requestSchema<T>({ type: 'object', additionalProperties: false, required, properties });
}

export interface EditFields {
  revision: number;
  overwrite?: boolean;
}

export const startDraftSchema = requestSchema<{ from: string }>({ type: 'object', additionalProperties: false, required: ['from'], properties: { from: version } });
export const importSchema = requestSchema<Record<string, unknown>>({
  type: 'object',
  description: 'A catalogue file (catalogue/catalogue.schema.json); checked in full by the route',
});
export const historyQuerySchema = requestSchema<{ target?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { target: { type: 'string', maxLength: 40, pattern: '^[A-Za-z]+(:[A-Za-z0-9]+)?$' } },
});
export const titleSchema = body<EditFields & { title: Text }>(['title', 'revision'], { title: ref('Text'), ...edit });
export const questionSchema = body<EditFields & { question: Question }>(['question', 'revision'], { question: ref('Question'), ...edit });
export const newQuestionSchema = body<{ subdomain: string; index?: number; question: Omit<Question, 'id'> }>(['subdomain', 'question'], {
  subdomain: { type: 'string', pattern: '^SD[1-9][0-9]*$' },
  index,
  // A question as the format has it, but without its id: the server gives the next unused one.
  question: {
    ...ref('Question'),
    required: (defs.Question.required as string[]).filter((k) => k !== 'id'),
    properties: { ...(ref('Question').properties as object), id: { not: {} } },
  },
});
export const moveQuestionSchema = body<{ subdomain: string; index: number }>(['subdomain', 'index'], { subdomain: { type: 'string', pattern: '^SD[1-9][0-9]*$' }, index });
const subdomainFields = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: ref('Text'), description: ref('Text'), weight: { type: 'number', exclusiveMinimum: 0, maximum: 100 } },
};
export const subdomainSchema = body<EditFields & { subdomain: Pick<Subdomain, 'name'> & Partial<Pick<Subdomain, 'description' | 'weight'>> }>(['subdomain', 'revision'], {
  subdomain: subdomainFields,
  ...edit,
});
export const newSubdomainSchema = body<{ domain: string; name: Text }>(['domain', 'name'], { domain: { type: 'string', pattern: '^D[1-9][0-9]*$' }, name: ref('Text') });
export const moveSubdomainSchema = body<{ domain: string; index: number }>(['domain', 'index'], { domain: { type: 'string', pattern: '^D[1-9][0-9]*$' }, index });
export const domainSchema = body<EditFields & { domain: Pick<Domain, 'name' | 'weight'> & Partial<Pick<Domain, 'description'>> }>(['domain', 'revision'], {
  domain: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'weight'],
    properties: { name: ref('Text'), description: ref('Text'), weight: { type: 'number', exclusiveMinimum: 0, maximum: 100 } },
  },
  ...edit,
});
export const optionGroupSchema = body<EditFields & { group: OptionGroup }>(['group', 'revision'], { group: ref('OptionGroup'), ...edit });
export const gradingSchema = body<EditFields & { grading: Grading }>(['grading', 'revision'], { grading: ref('Grading'), ...edit });

/** A part of a draft as the change history names it. */
const target = {
  type: 'string',
  maxLength: 48,
  pattern: '^(version|grading|question:Q[0-9]{3,}|subdomain:SD[1-9][0-9]*|domain:D[1-9][0-9]*|optionGroup:[a-zA-Z][a-zA-Z0-9]*)$',
} as const;
export const patchSchema = body<EditFields & { target: string; changes: PartChange[] }>(['target', 'revision', 'changes'], {
  target,
  changes: {
    type: 'array',
    minItems: 1,
    maxItems: 200,
    description: 'Only the fields the editor changed, each with the value it started from',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['path'],
      properties: {
        path: {
          type: 'array',
          minItems: 1,
          maxItems: 6,
          items: { type: 'string', maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9]*$' },
          description: 'Keys into the part: ["label", "hi"]',
        },
        from: { description: 'The value the editor started from (absent: the field was absent)' },
        to: { description: 'The value to save (absent: remove the field)' },
      },
    },
  },
  ...edit,
});
export const rebaseSchema = body<{ onto: string; choices: { target: string; take: RebaseChoice }[] }>(['onto', 'choices'], {
  onto: version,
  choices: {
    type: 'array',
    maxItems: 2000,
    description: "For each part changed both in the draft and in the newest version: keep the draft's, or take the newest version's",
    items: { type: 'object', additionalProperties: false, required: ['target', 'take'], properties: { target, take: { enum: ['draft', 'newest'] } } },
  },
});
