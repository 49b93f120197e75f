/**
 * The sdk's `parseConfig` (with zod), imported lazily by `loadConfig`: a `config.json` the
 * hand-written check (`parseCommonConfig`) decides never downloads the schema validator; only an
 * unusual or invalid one waits for this chunk, which words its problems.
 * @module
 */
export { parseConfig } from '@facturo/sdk/config';
