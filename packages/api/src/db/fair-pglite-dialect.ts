import {
  type DatabaseConnection,
  type Driver,
  PGliteAdapter,
  PGliteDialect,
  type PGliteDialectConfig,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';
import { EngineTurns } from './engine-turns';

// Kysely's lock for a single-connection engine is replaced by the driver's turns below.
class TurnTakingAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** PGlite's driver whose one connection is lent through {@link EngineTurns}. */
class TurnTakingDriver implements Driver {
  readonly #driver: Driver;
  readonly #turns = new EngineTurns();

  constructor(driver: Driver) {
    this.#driver = driver;
  }

  init(): Promise<void> {
    return this.#driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    try {
      return await this.#driver.acquireConnection();
    } catch (error) {
      this.#turns.give();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#driver.releaseConnection(connection);
    } finally {
      this.#turns.give();
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#driver.savepoint?.(connection, name, compile) ?? Promise.resolve();
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#driver.rollbackToSavepoint?.(connection, name, compile) ?? Promise.resolve();
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#driver.releaseSavepoint?.(connection, name, compile) ?? Promise.resolve();
  }

  destroy(): Promise<void> {
    return this.#driver.destroy();
  }
}

/**
 * Kysely's PGlite dialect, with the one connection lent a request at a time, the oldest request
 * first, the event loop served between two requests (`engine-turns.ts` says why).
 */
export class FairPgliteDialect extends PGliteDialect {
  constructor(config: PGliteDialectConfig) {
    super(config);
  }

  override createAdapter(): PGliteAdapter {
    return new TurnTakingAdapter();
  }

  override createDriver(): Driver {
    return new TurnTakingDriver(super.createDriver());
  }
}
