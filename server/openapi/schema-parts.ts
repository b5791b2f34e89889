/** The pieces the value schemas are built of. */
export type Schema = Record<string, unknown>;

export const text: Schema = {
  type: 'object',
  required: ['en', 'hi'],
  properties: { en: { type: 'string' }, hi: { type: 'string' } },
  description: 'A label in English and Hindi.',
};
export const labelled = (name: string): Record<string, Schema> => ({
  [`${name}Label`]: { $ref: '#/components/schemas/BilingualText' },
  [`${name}Text`]: { type: 'string', description: `The ${name} label in the caller's language (Accept-Language).` },
});
export const nullableNumber: Schema = { type: ['number', 'null'] };
export const arrayOf = (items: Schema, description: string): Schema => ({ type: 'array', items, description });
