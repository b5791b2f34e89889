import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Text } from '../../engine';
import type { MessageKey } from '../i18n/messages';

/** A problem with one field or question, sent in the envelope's `details`. */
export interface ErrorDetail {
  questionid?: string;
  field?: string;
  problem: string;
  message?: string | { en: string; hi: string };
  [extra: string]: unknown;
}

/**
 * A failure a service reports on purpose. One place (the error handler) turns
 * it into the envelope and the HTTP status, in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly details: ErrorDetail[] = [],
    readonly errorCode: string = key,
    /** The message itself when it carries a number (counted.messages.ts); `key` still names the failure. */
    readonly text?: Text,
  ) {
    super(key);
  }
}

export const badRequest = (details: ErrorDetail[] = [], key: MessageKey = 'invalidRequest'): AppError => new AppError(400, key, details);
export const unauthorized = (): AppError => new AppError(401, 'unauthorized');
export const forbidden = (): AppError => new AppError(403, 'forbidden');
export const notFound = (): AppError => new AppError(404, 'noRecords');
export const conflict = (key: MessageKey, details: ErrorDetail[] = []): AppError => new AppError(409, key, details);
export const unprocessable = (key: MessageKey, details: ErrorDetail[] = []): AppError => new AppError(422, key, details);
