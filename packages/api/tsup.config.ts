import { defineConfig, type Options } from 'tsup';

// Pure-ESM dependencies of many small files, bundled into the server's own files: Node's ESM loader
// pays for every file it resolves and compiles (~1,000 files took ~1 s of each start and restart;
// kysely alone is 257 files, the sdk ~100, zod ~90, jose ~46). One copy of each: the sdk's schemas
// and the API share the bundled zod, and hono with its Node server. What stays external needs its
// own files at run time (PGlite's WASM, pdfkit's fonts, Swagger UI's assets, argon2's native
// binary), is CommonJS (not parsed by the ESM loader file by file), or loads lazily already.
const BUNDLED = [
  /^@facturo\/sdk(\/|$)/,
  /^kysely(\/|$)/,
  /^zod(\/|$)/,
  /^jose(\/|$)/,
  /^hono(\/|$)/,
  /^@hono\/node-server(\/|$)/,
  /^@casl\/ability(\/|$)/,
  /^@ucast\//,
  /^altcha-lib(\/|$)/,
  /^@noble\//,
];

const NODE_ESM: Options = { format: ['esm'], platform: 'node', target: 'node20', sourcemap: true };

export default defineConfig([
  {
    // The server, the job worker, the migration command, the bulk invoice seeder (the browser tests'
    // seeded API) and the embedded database template's builder (run after tsup by `pnpm run build`):
    // programs, so their dependencies above are bundled.
    entry: {
      main: 'src/main.ts',
      worker: 'src/worker.ts',
      migrate: 'src/migrate.ts',
      'seed-invoices': 'src/seed-invoices.ts',
      'build-pglite-template': 'src/build-pglite-template.ts',
    },
    ...NODE_ESM,
    clean: true,
    splitting: true,
    noExternal: BUNDLED,
  },
  {
    // The library entry (with types) for embedding the API: its dependencies stay the embedder's.
    entry: { index: 'src/index.ts' },
    ...NODE_ESM,
    dts: { entry: { index: 'src/index.ts' } },
  },
]);
