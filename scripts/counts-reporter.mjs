// web-test-runner has no "N passed, N failed" line of its own: this reporter writes the
// totals to a file that scripts/test.mjs adds up with vitest's.
import { writeFileSync, mkdirSync } from 'node:fs';

function count(suite, totals) {
  for (const t of suite.tests) {
    if (t.skipped) totals.skipped++;
    else if (t.passed) totals.passed++;
    else totals.failed++;
  }
  for (const s of suite.suites) count(s, totals);
}

export function countsReporter(file = '.cache/wtr-counts.json') {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        // A file that failed to load or threw outside a test counts as one failure.
        if (!session.passed && (session.errors?.length || !session.testResults)) totals.failed++;
      }
      mkdirSync('.cache', { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
