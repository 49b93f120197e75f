// `pnpm --filter @facturo/portal serve`: serves the built portal (run `build` first) on PORT.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortalServer } from './portal-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(root, 'index.html'))) {
  console.error('The portal is not built yet: run `pnpm --filter @facturo/portal build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 5173);
const server = await startPortalServer({ root, port, host: process.env.HOST });
const address = server.address();
console.info(
  `Facturo portal on http://localhost:${typeof address === 'object' && address ? address.port : port}/`,
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
