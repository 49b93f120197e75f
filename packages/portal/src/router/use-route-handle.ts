import { useMatches } from 'react-router';
import { isNamedHandle, type RouteHandle } from './route-handle';

/** The handle of the deepest matched named route (the page being shown), or `undefined` during errors. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (isNamedHandle(handle)) return handle;
  }
  return undefined;
}

/** The page options and layout-level flags of the current page, merged from every matched route. */
export function usePageOptions(): NonNullable<RouteHandle['page']> {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => (match.handle as RouteHandle | undefined)?.page ?? {}));
}
