import type { PGlite } from '@electric-sql/pglite';
import {
  type AbortableOperationOptions,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PGliteAdapter,
  PGliteDialect,
  type PGliteDialectConfig,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { EngineTurns } from './engine-turns';
import { isPreparable, PglitePreparedStatements } from './pglite-prepared-statements';

// Kysely's lock for a single-connection engine is replaced by the driver's turns below.
class TurnTakingAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * Kysely's PGlite connection whose SELECTs outside a transaction run as prepared statements
 * (`pglite-prepared-statements.ts`); everything else goes to Kysely's own connection.
 */
class PreparingConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #statements: PglitePreparedStatements;
  /** Set between the driver's begin and its commit or rollback: PGlite's transaction owns the engine. */
  inTransaction = false;

  constructor(inner: DatabaseConnection, statements: PglitePreparedStatements) {
    this.inner = inner;
    this.#statements = statements;
  }

  executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    return !this.inTransaction && isPreparable(query)
      ? this.#statements.execute<R>(query as CompiledQuery<R>)
      : this.inner.executeQuery<R>(query, options);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number, options?: AbortableOperationOptions) {
    return this.inner.streamQuery<R>(query, chunkSize, options);
  }
}

/**
 * PGlite's driver whose one connection is lent through {@link EngineTurns}, its SELECTs prepared
 * once (without `pglite`, a function Kysely calls, they run as Kysely runs them).
 */
class TurnTakingDriver implements Driver {
  readonly #driver: Driver;
  readonly #turns = new EngineTurns();
  readonly #statements: PglitePreparedStatements | undefined;
  #connection: PreparingConnection | undefined;

  constructor(driver: Driver, pglite: PGlite | undefined) {
    this.#driver = driver;
    this.#statements = pglite ? new PglitePreparedStatements(pglite) : undefined;
  }

  init(): Promise<void> {
    return this.#driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    try {
      const connection = await this.#driver.acquireConnection();
      if (!this.#statements) return connection;
      // Kysely's PGlite driver has one connection: wrapped once, so Kysely keeps recognising it.
      if (this.#connection?.inner !== connection) {
        this.#connection = new PreparingConnection(connection, this.#statements);
      }
      return this.#connection;
    } catch (error) {
      this.#turns.give();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#driver.releaseConnection(innerOf(connection));
    } finally {
      this.#turns.give();
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (connection instanceof PreparingConnection) connection.inTransaction = true;
    try {
      await this.#driver.beginTransaction(innerOf(connection), settings);
    } catch (error) {
      if (connection instanceof PreparingConnection) connection.inTransaction = false;
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#driver.commitTransaction(innerOf(connection));
    } finally {
      if (connection instanceof PreparingConnection) connection.inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#driver.rollbackTransaction(innerOf(connection));
    } finally {
      if (connection instanceof PreparingConnection) connection.inTransaction = false;
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#driver.savepoint?.(innerOf(connection), name, compile) ?? Promise.resolve();
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#driver.rollbackToSavepoint?.(innerOf(connection), name, compile) ?? Promise.resolve();
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#driver.releaseSavepoint?.(innerOf(connection), name, compile) ?? Promise.resolve();
  }

  /** Closes the statements prepared so far (the engine stays open). */
  closeStatements(): Promise<void> {
    return this.#statements?.closeAll() ?? Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.closeStatements();
    await this.#driver.destroy();
  }
}

const innerOf = (connection: DatabaseConnection): DatabaseConnection =>
  connection instanceof PreparingConnection ? connection.inner : connection;

/**
 * Kysely's PGlite dialect, with the one connection lent a request at a time, the oldest request
 * first, the event loop served between two requests (`engine-turns.ts` says why).
 */
export class FairPgliteDialect extends PGliteDialect {
  readonly #pglite: PGlite | undefined;
  readonly #drivers: TurnTakingDriver[] = [];

  constructor(config: PGliteDialectConfig) {
    super(config);
    this.#pglite = typeof config.pglite === 'function' ? undefined : (config.pglite as PGlite);
  }

  override createAdapter(): PGliteAdapter {
    return new TurnTakingAdapter();
  }

  override createDriver(): Driver {
    const driver = new TurnTakingDriver(super.createDriver(), this.#pglite);
    this.#drivers.push(driver);
    return driver;
  }

  /**
   * Closes the statements the databases opened with this dialect prepared, leaving the engine open
   * (a handle that does not own its PGlite closes this way).
   */
  async closeStatements(): Promise<void> {
    await Promise.all(this.#drivers.map((driver) => driver.closeStatements()));
  }
}
