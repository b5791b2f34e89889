import { isValidElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { Loading } from '../components/Loading';
import { getSession } from '../auth/session';
import { RequireAuth } from './RequireAuth';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a screen of the route table takes no props
type ScreenModule<P = {}> = { default: ComponentType<P> };

/** A screen in its own chunk that can be loaded before it is drawn. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
export type LazyScreen<P = {}> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * A screen in its own chunk (React.lazy) that knows whether its code is already here. Once
 * loaded it is drawn at once, without suspending: React holds a Suspense boundary's content back
 * until 300 ms after the boundary last showed its fallback, so a screen whose chunk arrived while
 * "Loading" was on screen waited for nothing (issue 29: the domain form opened from a link waited
 * about 300 ms with every chunk and answer in). web/boot.tsx loads the first screen's chunks
 * before the first draw (preloadScreens), and links may call `preload` ahead of a click.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
export function lazyScreen<P = {}>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ScreenModule<P> | undefined;
  let loading: Promise<ScreenModule<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (e: unknown) => {
        // A failed chunk (a dropped connection) may be asked for again.
        loading = undefined;
        throw e;
      },
    ));
  // A thenable that answers at once: React.lazy takes a module it gets synchronously without suspending.
  const ready = (m: ScreenModule<P>) => ({ then: (take: (m: ScreenModule<P>) => void) => take(m) }) as unknown as Promise<ScreenModule<P>>;
  return Object.assign(
    lazy(() => (loaded ? ready(loaded) : preload())),
    { preload },
  );
}

/** A lazy screen with "Loading" while its code is on its way (a screen not preloaded). */
export function page(Screen: LazyScreen) {
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

/** A lazy screen behind the guard of spec §6 (no privilege given: any signed-in user). */
export function guarded(Screen: LazyScreen, privilege?: number | readonly number[]) {
  return <RequireAuth privilege={privilege}>{page(Screen)}</RequireAuth>;
}

/** A component that draws one of several lazy screens (a start page by role) and says which it will draw. */
export type ChoosingScreen = ComponentType & { preload: () => Promise<unknown> };

type Preloadable = { preload?: unknown };

const behindGuard = (node: ReactNode) => isValidElement(node) && node.type === RequireAuth;

/** The preloads of the lazy screens an element draws: the element itself and its children, as written in the route table. */
function preloadsIn(node: ReactNode, into: (() => Promise<unknown>)[]): void {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) preloadsIn(child, into);
    return;
  }
  if (!isValidElement(node)) return;
  const preload = (node.type as Preloadable).preload;
  if (typeof preload === 'function') into.push(preload as () => Promise<unknown>);
  preloadsIn((node.props as { children?: ReactNode }).children, into);
}

/**
 * Loads the code of the lazy screens an element draws. Signed out, nothing behind a guard is loaded:
 * the guard sends the user to sign-in, which should not wait for a page they cannot open.
 */
function loadScreensOf(element: ReactNode): Promise<unknown> {
  const preloads: (() => Promise<unknown>)[] = [];
  if (getSession() || !behindGuard(element)) preloadsIn(element, preloads);
  return Promise.allSettled(preloads.map((p) => p()));
}

/**
 * The routes with a loader on each route that draws lazy screens: the router then loads a screen's
 * code before it moves to it, keeping the current page meanwhile, instead of drawing "Loading" and
 * the screen up to 300 ms after its code arrived (React's hold-back above).
 */
export function withScreenLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const preloads: (() => Promise<unknown>)[] = [];
    preloadsIn(route.element, preloads);
    const children = route.children && withScreenLoaders(route.children);
    if (!preloads.length) return children ? { ...route, children } : route;
    return {
      ...route,
      ...(children ? { children } : {}),
      loader: async () => {
        await loadScreensOf(route.element);
        return null;
      },
      // Its code is loaded once; a change of the address's query (another domain) has nothing to load.
      shouldRevalidate: () => false,
    } as RouteObject;
  });
}

/**
 * Loads the code of every lazy screen the routes draw at `path` (the shell and the page), so the
 * first draw shows them without a "Loading" in between; signed out, only the public ones. Failures are left to the draw, which
 * shows the route's error screen.
 */
export async function preloadScreens(routes: RouteObject[], path: string): Promise<void> {
  await Promise.all((matchRoutes(routes, path) ?? []).map(({ route }) => loadScreensOf(route.element)));
}
