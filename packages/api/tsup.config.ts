import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, the job worker, the migration command, the embedded database template's builder (run
  // after tsup by `pnpm run build`), and the library entry (with types) for embedding the API.
  entry: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    migrate: 'src/migrate.ts',
    'build-pglite-template': 'src/build-pglite-template.ts',
    index: 'src/index.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  splitting: true,
  // Dependencies (PGlite's WASM among them, and @facturo/sdk's dist) stay external imports.
});
