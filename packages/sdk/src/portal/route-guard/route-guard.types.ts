/** What a route declares about who may open it. */
export interface RouteMeta {
  /** Anyone may open it, logged in or not. */
  public?: boolean;
  /** Only logged-out visitors (login, register…); logged-in users are sent away. */
  unauthenticatedOnly?: boolean;
  /** With `subject`, the permission required to open it. */
  action?: string;
  subject?: string;
  /**
   * Whether a landing-only deployment (`justLandingPage`) has this route: `always`, or `withAuth` only
   * while the deployment offers accounts (`allowAuth`). Without it the route does not exist there and
   * the guard sends the visitor to the landing page. It only opens the door: a route that needs a
   * login still asks for one. The app declares it on each route, so the guard never needs to know
   * route names.
   */
  landing?: 'always' | 'withAuth';
}

/** The navigation being decided. */
export interface NavigationTarget {
  /** The route's name, for the app's own use; the guard decides from `path` and `meta` alone. */
  name?: string;
  path: string;
  fullPath: string;
  query: Record<string, string>;
  meta: RouteMeta;
}

/** What the guard needs to know about the visitor and the deployment. */
export interface GuardState {
  userData: unknown | null;
  accessToken: string | null;
  can: (action: string, subject: string) => boolean;
  /** Landing-only deployment: only the landing page, auth and purchase routes are reachable. */
  justLandingPage: boolean;
  /** Whether login, registration and the customer area are offered at all. */
  allowAuth: boolean;
}

/** Where to send the visitor instead. */
export interface GuardRedirect {
  path: string;
  query?: Record<string, string>;
}

/** The guard's answer. */
export type GuardDecision = { allow: true } | { allow: false; redirect: GuardRedirect };
