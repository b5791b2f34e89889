/** Small JSON Schema pieces the request schemas share. */
export const id = { type: 'integer', minimum: 1 } as const;
export const questionId = { type: 'string', pattern: '^Q[0-9]{3}$' } as const;
export const domainId = { type: 'string', pattern: '^D[0-9]{1,2}$' } as const;
export const schoolCode = { type: 'string', minLength: 1, maxLength: 32 } as const;
export const answerValue = {
  anyOf: [{ type: 'string', maxLength: 32 }, { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 32 } }, { type: 'number' }, { type: 'null' }],
} as const;
