import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import type { View } from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import { canDrawInWorker, drawInWorker, drawnBefore, type Drawn } from './draw/drawClient';

const LiveView = lazy(() => import('./LiveView'));

/** The drawn chart as an image file's address (PNG at twice the size). */
export type ChartImage = (format: 'png' | 'svg') => Promise<string>;

/**
 * A chart drawn in two steps. First the worker compiles and draws it off the main thread and
 * the page shows its SVG: nothing blocks the dashboard as it opens (on a phone, drawing on the
 * main thread blocked it for about 0.6 s, Lighthouse mobile). Then, when the reader points at the
 * chart or touches it (or downloads its image), the live Vega view replaces the picture, drawn
 * from the same compiled spec, so it looks the same and adds the tooltips and the click on a mark.
 * A click that came before the live view is passed on to it. Browsers without a worker that can
 * measure text draw the live view at once.
 */
export default function VegaView({
  spec,
  width,
  label,
  onError,
  onImage,
  onPick,
  placeholder,
}: {
  spec: TopLevelSpec;
  /** Shown until the first picture comes (a chart card keeps its height meanwhile). */
  placeholder: ReactNode;
  /** The container's width in pixels: the chart is drawn at it (a worker has no container to measure). */
  width: number;
  label: string;
  onError?: (error: unknown) => void;
  /** How to get the drawn chart as an image, once it is drawn. */
  onImage?: (image: ChartImage | null) => void;
  /** A click on a mark: the category and series of its datum. */
  onPick?: (category: string, series: string | undefined) => void;
}) {
  const inWorker = canDrawInWorker();
  // The specs are rebuilt with every render of the dashboard: only a different one draws again.
  const key = useMemo(() => JSON.stringify({ ...spec, width }), [spec, width]);
  const sized = useMemo(() => JSON.parse(key) as TopLevelSpec, [key]);
  const [drawn, setDrawn] = useState<Drawn | null>(() => (inWorker ? drawnBefore(key) : null));
  const [live, setLive] = useState(!inWorker);
  const [view, setView] = useState<View | null>(null);
  const pendingClick = useRef<{ x: number; y: number } | null>(null);
  const waiters = useRef<((view: View) => void)[]>([]);
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const imageRef = useRef(onImage);
  imageRef.current = onImage;

  useEffect(() => {
    if (!inWorker) return;
    // A new picture: the live view of the old spec goes, and comes back when the reader points at the chart again.
    const show = (d: Drawn) => {
      setDrawn(d);
      setLive(false);
      setView(null);
    };
    const before = drawnBefore(key);
    if (before) return show(before);
    let cancelled = false;
    const request = drawInWorker(key);
    request.drawn.then(
      (d) => {
        if (!cancelled) show(d);
      },
      (error: unknown) => {
        if (!cancelled) errorRef.current?.(error);
      },
    );
    return () => {
      cancelled = true;
      request.cancel();
    };
  }, [inWorker, key]);

  const hydrate = () => {
    if (!live) setLive(true);
  };

  // The image comes from the live view (PNG needs a canvas on the page); asking for it draws the live view.
  useEffect(() => {
    const ready = inWorker ? drawn !== null : view !== null;
    if (!ready) return;
    const image: ChartImage = async (format) => {
      const v =
        view ??
        (await new Promise<View>((resolve) => {
          waiters.current.push(resolve);
          setLive(true);
        }));
      return v.toImageURL(format, format === 'png' ? 2 : 1);
    };
    imageRef.current?.(image);
  }, [inWorker, drawn, view]);
  useEffect(() => () => imageRef.current?.(null), []);

  useEffect(() => {
    if (!view) return;
    for (const resolve of waiters.current.splice(0)) resolve(view);
    const click = pendingClick.current;
    pendingClick.current = null;
    if (!click) return;
    // The click landed on the picture: the live view's mark at the same point takes it (vega reads the item from the target).
    const target = document.elementFromPoint(click.x, click.y);
    if (target && view.container()?.contains(target))
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: click.x, clientY: click.y, view: window }));
  }, [view]);

  const clickPicture = (event: ReactMouseEvent) => {
    if (view) return;
    pendingClick.current = { x: event.clientX, y: event.clientY };
    hydrate();
  };

  return (
    <div
      className="vega-view"
      role="img"
      aria-label={label}
      // Busy while the worker draws: the first picture, or a new one after new data or a new width.
      aria-busy={inWorker && drawn?.key !== key}
      onPointerOver={hydrate}
      onPointerDown={hydrate}
      onClick={clickPicture}
    >
      {live && (
        // A wrapper of its own: vega-embed sets its classes on the element it draws into.
        <div className={view || !drawn ? 'vega-live' : 'vega-live vega-live-pending'}>
          <Suspense fallback={null}>
            <LiveView spec={drawn?.vega ?? sized} mode={drawn ? 'vega' : 'vega-lite'} onView={setView} onError={(error) => errorRef.current?.(error)} onPick={onPick} />
          </Suspense>
        </div>
      )}
      {drawn && !view && <div className="vega-picture" aria-hidden="true" dangerouslySetInnerHTML={{ __html: drawn.svg }} />}
      {inWorker && !drawn && placeholder}
    </div>
  );
}
