import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { toLang, type Lang, type Text } from '../../engine';
import { msg, type MessageKey } from '../i18n/messages';
import type { ErrorDetail } from './errors';

/** The caller's language, from Accept-Language. */
export function langOf(c: Context): Lang {
  return toLang(c.req.header('accept-language'));
}

/** A success answer in the contract's envelope; the message is a key, or a text made for this answer (a count in it) in both languages. */
export function ok<T>(c: Context, value: T, message?: MessageKey | Text, status: ContentfulStatusCode = 200) {
  const text = message === undefined ? undefined : typeof message === 'string' ? msg(message, langOf(c)) : message[langOf(c)];
  return c.json({ status: 'SUCCESS' as const, value, message: text }, status);
}

/** A failure answer in the contract's envelope; bilingual detail messages are reduced to the caller's language. */
export function fail(c: Context, status: ContentfulStatusCode, key: MessageKey, details: ErrorDetail[] = [], errorCode: string = key, text?: Text) {
  const lang = langOf(c);
  const localized = details.map((d) => (d.message && typeof d.message === 'object' ? { ...d, message: d.message[lang] } : d));
  // The request id lets support find this failure's log line from what the user reports.
  const requestId = c.get('requestId') as string | undefined;
  return c.json({ status: 'FAILURE' as const, errorCode, errorMessage: text ? text[lang] : msg(key, lang), details: localized, ...(requestId ? { requestId } : {}) }, status);
}
