// Runs inline in index.html's head with the earliest call (web/app/earliestCall.ts): a page the
// server drew (server/form/first-view.ts) takes answers before the app's script has arrived, as
// plain HTML inputs do. What the head answers there is kept here, and the app gives it to the
// form through its own change path when it takes the view over (web/app/firstView.ts): nothing
// typed or chosen in between is lost. Self-contained on purpose: it is inlined.

/** The global the kept input is left under, for the app to take. */
export const FIRST_VIEW_KEY = '__firstView';

/** What the last change left in one input: the choice (radio, tick box) or the text. */
export type KeptInput = { checked: boolean } | { value: string };

/** The first view's kept input, until the app takes the view over. */
export interface FirstViewInput {
  /** By the input's id, in the order first answered. */
  inputs: Map<string, KeptInput>;
  /** A link followed in the view after an answer: the app follows it once the answer is in its form. */
  link: string | null;
  /** Stops keeping (the app has the view). */
  stop: () => void;
}

const VIEW_ID = 'first-view';

/** Keeps the first view's input from now on, under `FIRST_VIEW_KEY`. */
export function keepFirstViewInput(w: Window & { [FIRST_VIEW_KEY]?: FirstViewInput }): void {
  const doc = w.document;
  const kept: FirstViewInput = { inputs: new Map(), link: null, stop: () => undefined };
  const inView = (el: EventTarget | null): el is HTMLElement => el instanceof HTMLElement && !!el.closest(`#${VIEW_ID}`);
  const onInput = (e: Event) => {
    const el = e.target;
    if (!inView(el) || !el.id || !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
    if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
      kept.inputs.set(el.id, { checked: el.checked });
      // The choice shows as chosen at once, as the app draws it (its label carries the class).
      const group = el.type === 'radio' && el.name ? doc.querySelectorAll<HTMLInputElement>(`#${VIEW_ID} input[type="radio"][name="${CSS.escape(el.name)}"]`) : [el];
      for (const one of group) one.closest('label')?.classList.toggle('checked', one.checked);
    } else kept.inputs.set(el.id, { value: el.value });
  };
  // A link followed after an answer would leave the page before the answer is saved: the app follows it.
  const onClick = (e: MouseEvent) => {
    // A file chosen here could not be handed to the app: evidence is added once the app has the page.
    const file = e.target instanceof Element ? e.target.closest('label')?.querySelector('input[type="file"]') || e.target.closest('input[type="file"]') : null;
    if (file && inView(file)) {
      e.preventDefault();
      return;
    }
    const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!a || !inView(a) || kept.inputs.size === 0 || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    kept.link = a.getAttribute('href');
  };
  const onLeave = (e: BeforeUnloadEvent) => {
    if (kept.inputs.size === 0) return;
    e.preventDefault();
    e.returnValue = '';
  };
  doc.addEventListener('change', onInput, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('click', onClick, true);
  w.addEventListener('beforeunload', onLeave);
  kept.stop = () => {
    doc.removeEventListener('change', onInput, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('click', onClick, true);
    w.removeEventListener('beforeunload', onLeave);
  };
  w[FIRST_VIEW_KEY] = kept;
}
