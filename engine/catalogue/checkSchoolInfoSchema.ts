import type { Text } from '../generated/catalogue';
import { type CatalogueProblem, checkText } from './checkText';

/** The fields of the school information form, in form order (spec §3). */
export const schoolInfoFields = [
  ...Array.from({ length: 10 }, (_, i) => `enrolmentClass${i + 1}`),
  ...[11, 12].flatMap((c) => ['Science', 'Arts', 'Commerce'].map((s) => `enrolmentClass${c}${s}`)),
  'teachersSanctioned', 'teacherVacancy', 'adhocTeachers', 'satAveragePercent', 'remedialSupportStudents',
  'cwsnIdentified', 'counsellorVisits', 'specialEducatorsProvisioned', 'specialEducatorsAvailable',
  'classroomsSanctioned', 'classroomsInUse', 'incinerators', 'wasteMachines',
] as const;

type SchemaNode = Record<string, unknown>;
const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the school information schema's fields, labels and groups (compile it with ajv separately). */
export function checkSchoolInfoSchema(schema: unknown): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (!isNode(schema)) return [{ path: '', message: 'The school information schema is not an object' }];
  const properties = isNode(schema.properties) ? schema.properties : {};
  const keys = Object.keys(properties);
  problems.push(...checkText(schema['x-label'] as Text | undefined, 'x-label', 'Form label'));
  if (schema.additionalProperties !== false) add('additionalProperties', 'additionalProperties must be false');
  if (keys.join() !== schoolInfoFields.join()) add('properties', `The fields must be exactly, in order: ${schoolInfoFields.join(', ')}`);
  const required = Array.isArray(schema.required) ? schema.required : [];
  if ([...required].sort().join() !== [...keys].sort().join()) add('required', 'Every field, and only the fields, must be required');
  for (const key of keys) {
    const p = properties[key];
    const path = `properties.${key}`;
    if (!isNode(p)) {
      add(path, `${key} is not a schema`);
      continue;
    }
    if (typeof p.title !== 'string' || !p.title) add(`${path}.title`, `${key} has no title`);
    problems.push(...checkText(p['x-label'] as Text | undefined, `${path}.x-label`, `${key} label`));
    if (p['x-help'] !== undefined) problems.push(...checkText(p['x-help'] as Text, `${path}.x-help`, `${key} help`));
    const percent = key === 'satAveragePercent';
    if (p.type !== (percent ? 'number' : 'integer')) add(`${path}.type`, `${key} must be of type ${percent ? 'number' : 'integer'}`);
    if (p.minimum !== 0) add(`${path}.minimum`, `${key} must have minimum 0`);
    if (percent && p.maximum !== 100) add(`${path}.maximum`, `${key} must have maximum 100`);
  }
  const grouped = new Map<string, string>();
  const groups = Array.isArray(schema['x-groups']) ? schema['x-groups'] : [];
  if (!groups.length) add('x-groups', 'The fields must be arranged in x-groups');
  groups.forEach((g: unknown, i) => {
    const path = `x-groups[${i}]`;
    if (!isNode(g) || typeof g.id !== 'string' || !Array.isArray(g.fields)) {
      add(path, 'A group needs an id, a label and a list of fields');
      return;
    }
    problems.push(...checkText(g.label as Text | undefined, `${path}.label`, `Group ${g.id} label`));
    for (const f of g.fields as unknown[]) {
      if (typeof f !== 'string' || !Object.hasOwn(properties, f)) add(`${path}.fields`, `Group ${g.id} lists ${String(f)}, which is not a field`);
      else if (grouped.has(f)) add(`${path}.fields`, `${f} is in both group ${grouped.get(f)} and group ${g.id}`);
      else grouped.set(f, g.id);
    }
  });
  if (groups.length) for (const key of keys) if (!grouped.has(key)) add('x-groups', `${key} is in no group`);
  return problems;
}