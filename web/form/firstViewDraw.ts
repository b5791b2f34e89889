import { createContext } from 'react';
import type { FormValidator } from './loadValidator';

/**
 * Set while the server draws a domain form's first view (web/ssr/firstView.tsx): the form's
 * validator, loaded before the drawing, since a drawing on the server runs no effects (the
 * browser loads it in one). The form then starts from the server's answers, as drawn.
 */
export const FirstViewDraw = createContext<{ validator: FormValidator } | null>(null);
