import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, the job worker, the migration command, and the library entry (with types) for embedding the API.
  entry: { main: 'src/main.ts', worker: 'src/worker.ts', migrate: 'src/migrate.ts', index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  splitting: true,
  // Dependencies (PGlite's WASM among them, and @facturo/sdk's dist) stay external imports.
});
