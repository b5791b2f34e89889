import { useEffect } from 'react';

/**
 * While `dirty` holds (text typed and not yet sent, edits not yet saved), reloading or closing the tab
 * asks the browser's question first. Any number of boxes may ask at once. The listener changes only
 * when `dirty` does, not per keystroke: adding one costs milliseconds in Chrome.
 */
export function useAskBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
