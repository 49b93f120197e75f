// Case-key conversion throughput against humps on a ~5 MB invoice list (`pnpm bench`).
import { isDeepStrictEqual } from 'node:util';
import humps from 'humps';
import { report } from '../../../scripts/lib/bench-format.mjs';
import { camelizeKeys, clearKeyCaches, decamelizeKeys } from '../src/http/case-keys/case-keys';
import { invoiceListPayload } from './invoice-payload';

const payload = invoiceListPayload(5 * 1024 * 1024);
const megabytes = JSON.stringify(payload).length / (1024 * 1024);

/** Runs `fn` repeatedly for at least `ms` and returns conversions per second. */
function throughput(fn: () => unknown, ms = 1500): number {
  fn(); // warm-up
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    fn();
    runs++;
  }
  return runs / ((performance.now() - start) / 1000);
}

function compare(name: string, ours: () => unknown, theirs: () => unknown) {
  const identical = isDeepStrictEqual(
    JSON.parse(JSON.stringify(ours())),
    JSON.parse(JSON.stringify(theirs())),
  );
  clearKeyCaches();
  // Interleaved (ours, humps, ours, humps) to even out JIT and GC effects between the two.
  const oursRates: number[] = [];
  const theirsRates: number[] = [];
  for (let round = 0; round < 2; round++) {
    oursRates.push(throughput(ours));
    theirsRates.push(throughput(theirs));
  }
  const oursMBs = Math.max(...oursRates) * megabytes;
  const theirsMBs = Math.max(...theirsRates) * megabytes;
  const ratio = oursMBs / theirsMBs;
  report({
    suite: 'sdk: case keys',
    metric: `${name} throughput (${megabytes.toFixed(1)} MB invoice list)`,
    value: oursMBs,
    unit: 'MB/s',
    baseline: theirsMBs,
    baselineLabel: `humps.${name}`,
    target: '≥ 3× humps, identical output',
    pass: ratio >= 3 && identical,
    note: `${ratio.toFixed(1)}× humps; output ${identical ? 'identical' : 'DIFFERENT'}`,
  });
}

compare(
  'camelizeKeys',
  () => camelizeKeys(payload),
  () => humps.camelizeKeys(payload),
);
const camel = camelizeKeys(payload);
compare(
  'decamelizeKeys',
  () => decamelizeKeys(camel),
  () => humps.decamelizeKeys(camel as object),
);
