// Node's flags for the API server's process (`pnpm start`, `pnpm serve`, docs/deploy.md and the
// benchmarks that start it). V8 reads them when the process starts, so they cannot be set from code.
//
// `--max-semi-space-size=32` (MB; Node 20's default is 16): at 50 connections on the invoice page each
// request holds its rows, their camelCase copies and the answer for ~40 ms, so with the default
// young generation a scavenge ran every ~17 ms, found most of that alive, and promoted it to the old
// generation (a full mark-compact every ~1.5 s). Twice the room halves the scavenges and most of
// what they promoted: the API's CPU per invoice page fell from ~1,000 to ~850 µs (16 %), /health
// unchanged. 64 MB gained little more; the cold start's peak RSS did not move (347 vs 350 MB).

/** The flags `node` must start the API server with (see the comment above for why each). */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
