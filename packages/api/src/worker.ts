import { runApiProcess } from './app/start-api-process';

// A job worker (`pnpm --filter @facturo/api worker`, `node dist/worker.js`): runs the queued jobs
// (billing job, webhook deliveries…) against `DATABASE_URL`; on `PORT` it answers only the probes,
// the metrics and the jobs view. Run as many as the work needs next to `API_ROLE=web` servers; see
// docs/deploy.md.
runApiProcess('worker');
