import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueRoot } from './load-catalogue';

type Node = Record<string, unknown>;

/** The catalogue format (catalogue/catalogue.schema.json), the one description of what a version holds. */
export function catalogueMetaSchema(root = catalogueRoot): Node {
  return JSON.parse(readFileSync(join(root, 'catalogue.schema.json'), 'utf8')) as Node;
}

/**
 * The format as a draft may hold it: a Hindi text may still be empty (a to-do shown on each
 * domain, a problem only when publishing) and a new subdomain may still have no questions.
 */
export function draftMetaSchema(strict = catalogueMetaSchema()): Node {
  const s = structuredClone(strict);
  const defs = s.$defs as Record<string, Node>;
  const text = defs.Text.properties as Record<string, Node>;
  delete text.hi.minLength;
  delete ((defs.Subdomain.properties as Record<string, Node>).questions).minItems;
  delete ((defs.Domain.properties as Record<string, Node>).subdomains).minItems;
  s.$id = String(s.$id).replace(/\.schema\.json$/, '.draft.schema.json');
  return s;
}

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);

const describe = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);

/** The meta-schema validator that checkCatalogue expects: each problem as "path message". */
export function catalogueSchemaValidator(schema: Node = catalogueMetaSchema()): (data: unknown) => string[] {
  const validate = ajv.compile(schema);
  return (data) => (validate(data) ? [] : describe(validate.errors));
}

let strictValidator: ((data: unknown) => string[]) | null = null;

/** Validates a whole version against the format as published versions must hold it. */
export const validatePublished = (data: unknown): string[] => (strictValidator ??= catalogueSchemaValidator())(data);

// One compiled draft validator for both readings below: ajv refuses a second schema with the same $id.
let draftValidate: ReturnType<typeof ajv.compile> | null = null;
const draftValidator = () => (draftValidate ??= ajv.compile(draftMetaSchema()));

/** Validates a whole version against the format as a draft may hold it. */
export const validateDraft = (data: unknown): string[] => {
  const validate = draftValidator();
  return validate(data) ? [] : describe(validate.errors);
};

/** Validates a whole version against the format as a draft may hold it, with ajv's own findings (keyword, place, limits) for wording them. */
export function draftSchemaErrors(data: unknown): ErrorObject[] {
  const validate = draftValidator();
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
