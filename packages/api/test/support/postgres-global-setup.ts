import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster';

/**
 * The PostgreSQL run's global setup: uses `FACTURO_TEST_DATABASE_URL` when set, otherwise starts a
 * throwaway cluster for the run and stops it afterwards. Each test file then works in its own schema.
 */
export default async function setup(project: TestProject) {
  const configured = process.env.FACTURO_TEST_DATABASE_URL;
  if (configured) {
    project.provide('databaseUrl', configured);
    return undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('databaseUrl', cluster.url);
  return () => cluster.stop();
}
