import { rmSync } from 'node:fs';

/** Removes the run's temporary database folder once every server has stopped. */
export default function globalTeardown(): void {
  const dataDir = process.env.FACTURO_E2E_DATA_DIR;
  if (dataDir?.includes('facturo-e2e-')) rmSync(dataDir, { recursive: true, force: true });
}
