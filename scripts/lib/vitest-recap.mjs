import { existsSync, readFileSync } from 'node:fs';

/**
 * The lines `npm test` prints at its end about the Vitest run, read from the recap reporter's file
 * (`vitest-recap-reporter.mjs`): each failed test with the start of its error, each test that passed
 * only when retried, files that could not run, and errors outside any test.
 */
export function vitestRecapLines(file) {
  if (!existsSync(file)) return ['Vitest wrote no recap (it may have crashed): see the log above.'];
  let recap;
  try {
    recap = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return ['The Vitest recap could not be read: see the log above.'];
  }
  const lines = [];
  for (const { where, error } of recap.broken) lines.push(`✗ ${where} could not run\n    ${error}`);
  for (const { where, duration, error } of recap.failed) {
    lines.push(`✗ ${where} (${Math.round(duration ?? 0)} ms)\n    ${error}`);
  }
  for (const error of recap.unhandled) lines.push(`✗ unhandled error\n    ${error}`);
  for (const { where, retries } of recap.flaky) {
    lines.push(`! flaky, passed on retry ${retries}: ${where}`);
  }
  return lines;
}
