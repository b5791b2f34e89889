import { requestSchema } from '../../http/validate';
import { sentAtProperty } from '../approval/catalogue-approval-schemas';

// Request bodies of the Hindi re-check: confirming texts, and publishing with some still to re-check.

export const hindiCheckedSchema = requestSchema<{ texts: { id: string; field: string }[] }>({
  type: 'object',
  additionalProperties: false,
  required: ['texts'],
  properties: {
    texts: {
      type: 'array',
      minItems: 1,
      maxItems: 2000,
      description: 'The Hindi texts a person checked against their new English and keeps, each named as the texts sheet names it',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'field'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 40, description: 'Q012, SD4, D1, group:yesNo, grade:A, grading, version' },
          field: { type: 'string', minLength: 1, maxLength: 60, description: 'label, help, name, description, formula, title, option:YES' },
        },
      },
    },
    evenWithOpenComments: {
      type: 'boolean',
      description: 'Publish although comment threads are still open (the officer saw them); without it such a draft is refused (409 catalogueOpenComments, naming how many)',
    },
  },
});

export const publishSchema = requestSchema<{ evenWithHindiToRecheck?: boolean; evenWithOpenComments?: boolean; sentAt?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: {
    evenWithHindiToRecheck: {
      type: 'boolean',
      description: 'Publish although Hindi texts are still to re-check (the officer saw the list); without it such a draft is refused (409 catalogueHindiToRecheck, listing them)',
    },
    evenWithOpenComments: {
      type: 'boolean',
      description: 'Publish although comment threads are still open (the officer saw them); without it such a draft is refused (409 catalogueOpenComments, naming how many)',
    },
    sentAt: sentAtProperty,
  },
});
