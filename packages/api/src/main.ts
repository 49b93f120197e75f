import { runApiProcess } from './app/start-api-process';

// The API server (`pnpm start`, `node dist/main.js`): serves HTTP and, unless `API_ROLE=web`, runs
// the queued jobs too (`API_ROLE=all`, the default, and the only choice on the embedded database).
runApiProcess();
