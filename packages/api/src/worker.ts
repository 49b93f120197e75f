import { runApiProcess } from './app/start-api-process';

// A job worker (`pnpm --filter @facturo/api worker`, `node dist/worker.js`): runs the queued jobs
// (billing job, webhook deliveries…) against `DATABASE_URL` and serves no HTTP. Run as many as the
// work needs next to `API_ROLE=web` servers; see docs/deploy.md.
runApiProcess('worker');
