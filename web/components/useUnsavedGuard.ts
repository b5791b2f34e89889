import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Blocks in-app navigation (tab switch, menu) while `block` holds, and asks the browser to
 * confirm a reload or close while `warnUnload` holds (changes not even on this device yet); a
 * function is asked at that moment, so what changes per keystroke need not re-render the page.
 * Answers the blocker so the page can show its own dialog.
 */
export function useUnsavedGuard(block: boolean, warnUnload: boolean | (() => boolean) = block) {
  const blockRef = useRef(block);
  blockRef.current = block;
  const warnRef = useRef(warnUnload);
  warnRef.current = warnUnload;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => blockRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // Registered once: adding and removing a beforeunload listener costs milliseconds in Chrome,
  // far too much to do on every keystroke.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      const warn = warnRef.current;
      if (typeof warn === 'function' ? warn() : warn) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return { blocker, blockRef };
}
