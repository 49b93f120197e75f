import { isApiProblem } from '../../src/http/api-problem';
import type { ApiModule } from '../../src/kernel/api-module';
import type { RouteDefinition } from '../../src/kernel/route-definition';
import { errorCodesOf } from '../../src/openapi/openapi-document';

/**
 * The modules whose handlers may only throw the error codes their routes document. Extend the
 * list as modules' declarations are brought up to date.
 */
export const MODULES_WITH_CHECKED_ERRORS: readonly string[] = ['accounts'];

/**
 * A route whose handler turns any `ApiProblem` the route does not document (by status and code,
 * as the OpenAPI document lists them) into an unexpected error: the test that reached it answers
 * 500 and `t.logs` names the route and the missing code, so the contract cannot drift silently.
 */
export function withDeclaredErrors(route: RouteDefinition): RouteDefinition {
  const declared = errorCodesOf(route);
  return {
    ...route,
    handler: async (ctx) => {
      try {
        return await route.handler(ctx);
      } catch (error) {
        if (isApiProblem(error) && !declared[error.status]?.includes(error.code)) {
          throw new Error(
            `${route.method.toUpperCase()} ${route.path} threw ${error.status} ${error.code}, which its declaration does not list`,
          );
        }
        throw error;
      }
    },
  };
}

/** `modules`, with the routes of {@link MODULES_WITH_CHECKED_ERRORS} wrapped in {@link withDeclaredErrors}. */
export function checkDeclaredErrors(modules: readonly ApiModule[]): ApiModule[] {
  return modules.map((module) =>
    MODULES_WITH_CHECKED_ERRORS.includes(module.name)
      ? { ...module, routes: module.routes.map(withDeclaredErrors) }
      : module,
  );
}
