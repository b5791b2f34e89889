import { createContext } from 'react';
import type { FormValidator } from './loadValidator';
import type { DomainDocument } from './questionStore';
import type { CallValue } from '../api/call';

/**
 * Set while the server draws a domain form's first view (web/ssr/firstView.tsx): the form's
 * validator, loaded before the drawing, since a drawing on the server runs no effects (the
 * browser loads it in one), the domain's evidence lists and the form's comments and reviewers'
 * verdicts (null: the caller may not read them). The form then starts from the server's answers,
 * lists and verdicts, as the app will first draw them: what the drawing lacked, the app added at
 * its takeover, and the questions under it moved.
 */
export const FirstViewDraw = createContext<{
  validator: FormValidator;
  documents: DomainDocument[] | null;
  comments: CallValue<'get', '/v1/form/{accrid}/comments'> | null;
} | null>(null);
