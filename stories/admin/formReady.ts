import { waitFor } from '@testing-library/react';

/**
 * A play function: waits for an admin form (by its test id), which loads rjsf and the form's
 * compiled validator when it first opens, then for `selector` inside the page if given.
 */
export function formReady(testId: string, selector?: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(
      () => {
        if (!doc.querySelector(`[data-testid="${testId}"]`)) throw new Error(`no ${testId} yet`);
        if (selector && !doc.querySelector(selector)) throw new Error(`no ${selector} yet`);
      },
      { timeout: 20_000 },
    );
  };
}
