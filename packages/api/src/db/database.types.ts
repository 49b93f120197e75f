/**
 * The database schema as Kysely sees it. Each module adds its tables by augmenting this interface
 * in its own `<area>.tables.ts`, so a new module never edits a shared file:
 *
 * ```ts
 * declare module '../../db/database.types' {
 *   interface Database { invoices: InvoicesTable }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by module augmentation (see above).
export interface Database {}
