import { requestSchema } from '../../http/validate';

// Request bodies of going back in a draft's history: revert one part, undo or redo one change.
const change = { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The id of a line of the change history (GET /v1/catalogue/versions/{version}/history)' } as const;
const revision = {
  type: 'integer',
  minimum: 0,
  maximum: 2147483647,
  description: "The part's revision the editor expects (the newest history line it knows): refused (409 catalogueEditConflict) when the part changed since",
} as const;

export const revertSchema = requestSchema<{ change: number; revision: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['change', 'revision'],
  properties: { change, revision },
});

export const undoSchema = requestSchema<{ change: number; direction: 'undo' | 'redo'; revision: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['change', 'direction', 'revision'],
  properties: { change, direction: { enum: ['undo', 'redo'], description: 'undo: take the change back; redo: make it again after an undo' }, revision },
});
