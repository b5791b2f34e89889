import { FIRST_VIEW_KEY, type FirstViewInput, type KeptInput } from './firstViewInput';
import { FIRST_VIEW_OFF } from './earliestCall';

// The first view the server drew (server/form/first-view.ts) stays on screen, taking answers,
// while the app draws the same page in its hidden element; the app then shows its own and gives it
// what was answered meanwhile, through the inputs' own change path (so it is saved as any answer).

type ViewWindow = Window & { [FIRST_VIEW_KEY]?: FirstViewInput };

const view = () => document.getElementById('first-view');
const root = () => document.getElementById('root');

/** The view set aside before the app starts when the app will not take it (another user's session here, another language). */
export function dropUntakenFirstView(): void {
  if (!view() || !document.documentElement.hasAttribute(FIRST_VIEW_OFF)) return;
  view()?.remove();
  root()?.removeAttribute('hidden');
}

/** True while the server's drawing is on screen instead of the app. */
export function firstViewShown(): boolean {
  return !!view();
}

const valueSetter = (el: HTMLInputElement | HTMLTextAreaElement) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;

/** Gives one kept input to the app's element of the same id, as the user's own input would. */
function replay(id: string, kept: KeptInput): void {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || el.disabled) return;
  if ('checked' in kept) {
    // A click, not a set: the app's handlers see the choice exactly as they see a tap.
    if (el instanceof HTMLInputElement && el.checked !== kept.checked) el.click();
    return;
  }
  if (el.value === kept.value) return;
  // React follows the element's value through its own setter: the prototype's, then an input event.
  valueSetter(el)?.call(el, kept.value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Shows the app in place of the server's drawing (once; later calls do nothing): the scroll
 * position and the focused field stay, each input answered in the drawing is given to the app's
 * form, and a link followed there is followed now through `follow` (the app's router, so its
 * guards see the answers).
 */
export function leaveFirstView(follow?: (href: string) => void): void {
  const drawn = view();
  if (!drawn) return;
  const w = window as ViewWindow;
  const kept = w[FIRST_VIEW_KEY];
  delete w[FIRST_VIEW_KEY];
  kept?.stop();
  const focused = document.activeElement instanceof HTMLElement && drawn.contains(document.activeElement) ? document.activeElement : null;
  const caret = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? [focused.selectionStart, focused.selectionEnd] : null;
  const { scrollX, scrollY } = window;
  drawn.remove();
  root()?.removeAttribute('hidden');
  window.scrollTo(scrollX, scrollY);
  for (const [id, input] of kept?.inputs ?? []) replay(id, input);
  if (focused?.id) {
    const same = document.getElementById(focused.id);
    same?.focus({ preventScroll: true });
    if (caret && (same instanceof HTMLInputElement || same instanceof HTMLTextAreaElement) && caret[0] !== null) {
      try {
        same.setSelectionRange(caret[0], caret[1]);
      } catch {
        // inputs of some types (number) have no caret to set
      }
    }
  }
  if (kept?.link && follow) follow(kept.link);
}
