import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which engine this project runs the suite against. */
    database: 'pglite' | 'postgres';
    /** The PostgreSQL server of the `api-postgres` project. */
    databaseUrl: string;
  }
}
