import { appRoutes } from '../routes/index';
import { flattenRoutes } from './build-routes';

let paths: Map<string, string> | null = null;

/**
 * The path of a named route without parameters (`organization-create` →
 * `/organizations/organization-create`), or `undefined` for unknown names and routes with parameters.
 * Menus, shortcuts and the search link by name, so a moved route needs no other change.
 */
export function pathOfRoute(name: string): string | undefined {
  if (!paths) {
    paths = new Map();
    for (const route of flattenRoutes(appRoutes)) {
      if (route.index || route.fullPath.includes(':') || route.fullPath.includes('*')) continue;
      if (!paths.has(route.handle.name)) paths.set(route.handle.name, route.fullPath);
    }
  }
  return paths.get(name);
}
