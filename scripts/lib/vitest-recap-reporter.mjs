// A Vitest reporter for `npm test`. The CI log keeps only its last lines and the browser tests print
// after the unit tests, so a failing Vitest test scrolls out of sight; this reporter writes the failed
// tests, the tests that passed only on their retry (flaky: a real defect to fix, not noise) and the
// files that could not run to a JSON file whose path is in FACTURO_VITEST_RECAP, and the summary at
// the very end of `npm test` prints it.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const MESSAGE_LINES = 6;

/** Collects failures and flaky tests; writes them when the run ends. */
export default class VitestRecapReporter {
  failed = [];
  flaky = [];
  broken = [];

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestCaseResult(testCase) {
    const where = `${relative(this.root, testCase.module.moduleId)} › ${testCase.fullName}`;
    const result = testCase.result();
    const diagnostic = testCase.diagnostic();
    if (result.state === 'failed') {
      this.failed.push({ where, duration: diagnostic?.duration, error: summarize(result.errors) });
    } else if (diagnostic?.flaky) {
      this.flaky.push({ where, retries: diagnostic.retryCount });
    }
  }

  onTestModuleEnd(testModule) {
    const errors = testModule.errors();
    if (errors.length) {
      this.broken.push({ where: relative(this.root, testModule.moduleId), error: summarize(errors) });
    }
  }

  onTestRunEnd(_modules, unhandledErrors) {
    const file = process.env.FACTURO_VITEST_RECAP;
    if (!file) return;
    const unhandled = (unhandledErrors ?? []).map((error) => summarize([error]));
    writeFileSync(
      file,
      JSON.stringify({ failed: this.failed, flaky: this.flaky, broken: this.broken, unhandled }),
    );
  }
}

function summarize(errors) {
  const [first] = errors ?? [];
  if (!first) return '';
  const text = [
    first.name && first.message ? `${first.name}: ${first.message}` : (first.message ?? String(first)),
  ]
    // The test's own frames say where; the runner's frames under node_modules say nothing.
    .concat(
      first.stack
        ? first.stack
            .split('\n')
            .slice(1)
            .filter((line) => !line.includes('node_modules'))
        : [],
    )
    .join('\n');
  return text.split('\n').slice(0, MESSAGE_LINES).join('\n    ');
}
