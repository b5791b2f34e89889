import { useEffect, useState, type RefObject } from 'react';

/** Where charts are drawn only when they come near the screen: a phone's width, where one chart fills it. */
const LAZY_WIDTH = '(max-width: 700px)';

/**
 * Whether an element has come within a screen's height of the viewport (and stays true after). On a
 * phone the charts below the first are drawn only as they are scrolled to: drawing all of them at
 * once blocked a mid-range phone for about 1.5 s after the dashboard opened (Lighthouse, mobile
 * profile). Wider screens, and browsers without IntersectionObserver, draw everything at once.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || typeof matchMedia === 'undefined' || !matchMedia(LAZY_WIDTH).matches);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
