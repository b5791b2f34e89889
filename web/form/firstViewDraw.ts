import { createContext } from 'react';
import type { FormValidator } from './loadValidator';
import type { DomainDocument } from './questionStore';

/**
 * Set while the server draws a domain form's first view (web/ssr/firstView.tsx): the form's
 * validator, loaded before the drawing, since a drawing on the server runs no effects (the
 * browser loads it in one), and the domain's evidence lists (null: the caller may not read them).
 * The form then starts from the server's answers and lists, as the app will first draw them.
 */
export const FirstViewDraw = createContext<{ validator: FormValidator; documents: DomainDocument[] | null } | null>(null);
