import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { validator } from 'hono/validator';
import { badRequest, type ErrorDetail } from './errors';
import type { MessageKey } from '../i18n/messages';

const ajv = new Ajv2020({ allErrors: true, strict: true, coerceTypes: false });
addFormats(ajv);

/** A request schema with the TypeScript type it describes. */
export interface RequestSchema<T> {
  schema: Record<string, unknown>;
  /** The spec's message for a field missing or wrong, where one fits better than "This is required". */
  fieldMessages?: Readonly<Record<string, MessageKey>>;
  /** Phantom field: carries T for inference only. */
  readonly _type?: T;
}

/** Declares the JSON Schema of a request body; the same object feeds the OpenAPI document. */
export function requestSchema<T>(schema: Record<string, unknown>, fieldMessages?: Readonly<Record<string, MessageKey>>): RequestSchema<T> {
  return fieldMessages ? { schema, fieldMessages } : { schema };
}

/** A field left out or left empty: the user's omission, worded as spec §5 does. */
const isEmptyField = (e: { keyword: string; params: Record<string, unknown> }): boolean =>
  e.keyword === 'required' || (e.keyword === 'minLength' && e.params.limit === 1);

const compiled = new WeakMap<object, ValidateFunction>();

function compile(schema: Record<string, unknown>): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Checks a value against a request schema; throws a 400 AppError listing the fields. */
export function check<T>(rs: RequestSchema<T>, data: unknown): T {
  const fn = compile(rs.schema);
  if (fn(data)) return data as T;
  const details: ErrorDetail[] = (fn.errors ?? []).map((e) => ({
    field:
      e.keyword === 'required'
        ? String((e.params as { missingProperty: string }).missingProperty)
        : e.keyword === 'additionalProperties'
          ? String((e.params as { additionalProperty: string }).additionalProperty)
          : e.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    problem: e.keyword,
    message: e.message ?? '',
  }));
  // The envelope's message: the spec's text for the first field that has one, "This is required"
  // when every problem is an empty field, otherwise "The request is not valid".
  const named = details.map((d) => rs.fieldMessages?.[String(d.field).split('.')[0]]).find((k) => k !== undefined);
  const allEmpty = (fn.errors ?? []).every((e) => isEmptyField(e as { keyword: string; params: Record<string, unknown> }));
  throw badRequest(details, named ?? (allEmpty ? 'required' : 'invalidRequest'));
}

/** Hono validator for a JSON body: malformed JSON and schema failures become 400 envelopes. */
export function jsonBody<T>(rs: RequestSchema<T>) {
  return validator('json', async (_value, c) => {
    let data: unknown;
    try {
      const text = await c.req.text();
      data = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw badRequest([{ problem: 'malformedJson' }]);
    }
    return check(rs, data);
  });
}
