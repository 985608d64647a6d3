import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { matchPath } from './route-match';

export { matchPath };

/*
 * The app's router: addresses to screens, links, redirects, the history and the query string.
 * The app uses a small part of what a general router offers (one layout route, path parameters,
 * a catch-all, no loaders), and this part is all it ships: the router is on every page's
 * first download. The names follow React Router's, whose API this subset mirrors.
 */

export interface RouteObject {
  /** '/use-case/:useCaseId', '*' for anything; none for a layout route that only has children. */
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router compatibility: this router never scrolls by itself. */
  preventScrollReset?: boolean;
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  navigate: (to: string | number, options?: NavigateOptions) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

/** What a history entry keeps: the app's state and the entry's key. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function toLocation(href: string, state: unknown, key: string): Location {
  const url = new URL(href, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

/** `to` (absolute, or relative to the current address, like '?q=1') as a path with query and hash. */
function resolve(to: string, from: Location): string {
  const url = new URL(to, `http://router.invalid${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

function createRouter(
  routes: RouteObject[],
  initial: Location,
  history: { push(href: string, entry: EntryState): void; replace(href: string, entry: EntryState): void; go(delta: number): void },
) {
  const listeners = new Set<() => void>();
  const router = {
    routes,
    state: { location: initial, navigationType: NavigationType.Pop } as RouterState,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to: string | number, options: NavigateOptions = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const href = resolve(to, router.state.location);
      const key = newKey();
      const entry: EntryState = { usr: options.state, key };
      if (options.replace) history.replace(href, entry);
      else history.push(href, entry);
      router.update(toLocation(href, options.state ?? null, key), options.replace ? NavigationType.Replace : NavigationType.Push);
      return Promise.resolve();
    },
    update(location: Location, navigationType: NavigationType) {
      router.state = { location, navigationType };
      for (const listener of listeners) listener();
    },
  };
  return router;
}

/** The router of the page, on the browser's history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const read = (): Location => {
    const entry = (window.history.state ?? {}) as EntryState;
    return toLocation(window.location.href, entry.usr ?? null, entry.key ?? 'default');
  };
  const router = createRouter(routes, read(), {
    push: (href, entry) => window.history.pushState(entry, '', href),
    replace: (href, entry) => window.history.replaceState(entry, '', href),
    go: (delta) => window.history.go(delta),
  });
  window.addEventListener('popstate', () => router.update(read(), NavigationType.Pop));
  return router;
}

/** A router on a history in memory (tests). */
export function createMemoryRouter(routes: RouteObject[], { initialEntries = ['/'] }: { initialEntries?: string[] } = {}): Router {
  const entries = initialEntries.map((href, index) => toLocation(href, null, index === 0 ? 'default' : newKey()));
  let index = entries.length - 1;
  const router = createRouter(routes, entries[index] as Location, {
    push: (href, entry) => {
      entries.splice(index + 1, entries.length, toLocation(href, entry.usr ?? null, entry.key ?? newKey()));
      index += 1;
    },
    replace: (href, entry) => {
      entries[index] = toLocation(href, entry.usr ?? null, entry.key ?? newKey());
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      router.update(entries[index] as Location, NavigationType.Pop);
    },
  });
  return router;
}

interface Match {
  route: RouteObject;
  params: Record<string, string>;
}

/** The chain of routes that shows `pathname` (a layout route, then its matching child). */
export function matchRoutes(routes: RouteObject[], pathname: string): Match[] | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoutes(route.children, pathname);
      if (inner) return [{ route, params: inner.at(-1)?.params ?? {} }, ...inner];
    }
    if (route.path !== undefined) {
      const params = matchPath(route.path, pathname);
      if (params) return [{ route, params }];
    }
  }
  return null;
}

const RouterContext = createContext<Router | null>(null);
const LocationContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Record<string, string> }>({ outlet: null, params: {} });

function renderMatches(matches: Match[]): ReactNode {
  let outlet: ReactNode = null;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index] as Match;
    outlet = <RouteContext.Provider value={{ outlet, params: match.params }}>{match.route.element ?? outlet}</RouteContext.Provider>;
  }
  return outlet;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const matches = useMemo(() => matchRoutes(router.routes, state.location.pathname), [router.routes, state.location.pathname]);
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={state}>{matches ? renderMatches(matches) : null}</LocationContext.Provider>
    </RouterContext.Provider>
  );
}

function useRouterState(): RouterState {
  const state = useContext(LocationContext);
  if (!state) throw new Error('This component must be rendered inside the RouterProvider');
  return state;
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigationType(): NavigationType {
  return useRouterState().navigationType;
}

export function useParams(): Record<string, string | undefined> {
  return useContext(RouteContext).params;
}

export function useNavigate(): Router['navigate'] {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useNavigate must be used inside the RouterProvider');
  return router.navigate;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      void navigate(query ? `?${query}` : '?', options);
    },
    [navigate],
  );
  return [params, setParams];
}

/** Redirects as soon as it renders. */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // Once per target: development's double effects must not push the address twice.
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === to) return;
    done.current = to;
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A real link (open in a new tab works); a plain click navigates inside the app. */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = resolve(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    void navigate(href, { replace, state });
  };
  return <a href={href} target={target} onClick={handleClick} {...props} />;
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on this exact address, not below it. */
  end?: boolean;
}

/** A link that knows whether it points at the current page (aria-current and its class). */
export function NavLink({ className, end = false, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = props.to.toLowerCase().replace(/\/+$/, '');
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  const isActive = current === target || (!end && current.startsWith(`${target}/`));
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}
