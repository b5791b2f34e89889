import { requestSchema } from '../../http/validate';

// Request bodies of a draft's approval (issue 27): sending it for approval, sending it back.

/** Something besides spaces: a reason of blanks says nothing. */
export const someText = '\\S';
const sentAt = {
  type: 'string',
  format: 'date-time',
  description: 'When the draft was sent for approval, as the approver read it: refused (409 catalogueSentAgain) when it was sent back and sent again since',
} as const;

export const sendForApprovalSchema = requestSchema<{ reason: string; orderNumber: string; orderDate?: string }>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['reason', 'orderNumber'],
    properties: {
      reason: { type: 'string', minLength: 1, maxLength: 1000, pattern: someText, description: 'Why this version is needed, told to the approver and, later, to schools' },
      orderNumber: { type: 'string', minLength: 1, maxLength: 100, pattern: someText, description: 'The office order number that orders the revision' },
      orderDate: { type: 'string', format: 'date', description: 'The date of the office order (YYYY-MM-DD)' },
    },
  },
  { reason: 'catalogueApprovalReason', orderNumber: 'catalogueOrderNumber', orderDate: 'catalogueOrderDate' },
);

export const returnDraftSchema = requestSchema<{ comment: string; sentAt?: string }>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['comment'],
    properties: {
      // No pattern: ajv's patterns stop at 1,000 characters (MAX_PATTERN_TEXT); a blank comment is refused by the service.
      comment: { type: 'string', minLength: 1, maxLength: 2000, description: 'What must change before the draft can be approved, shown to its author' },
      sentAt,
    },
  },
  { comment: 'catalogueReturnComment' },
);

export { sentAt as sentAtProperty };
