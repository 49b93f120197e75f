import type { IncomingMessage } from 'node:http';
import type { ApiLocale } from './request-locale';

/** Hono's environment for the API: per-request variables and the Node bindings. */
export interface AppEnv {
  Variables: {
    requestId: string;
    locale: ApiLocale;
    /** Set once a request is authenticated, so the access log can name the user. */
    userId?: string;
    /** Fires on the request's deadline or when its client leaves (`requestDeadline`). */
    signal: AbortSignal;
  };
  /** `@hono/node-server` passes the Node request; `app.request()` in tests passes nothing. */
  Bindings: { incoming?: IncomingMessage };
}
