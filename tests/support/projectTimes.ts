/**
 * A Playwright reporter beside `list`: how long each project ran, from its first test's start to its
 * last test's end, and the time its tests took in all. The projects run side by side on the same
 * workers (playwright.config.ts), so a project's span overlaps the others' and the spans add up to
 * more than the run; the test time says what a project costs. Printed once the run ends, and, when
 * `npm test` runs the suite (scripts/test.ts), written to the file it names in STEP_DETAILS, whose
 * lines its summary prints under the end-to-end step (docs/architecture.md#the-suites-time).
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Span {
  start: number;
  end: number;
  tests: number;
  spent: number;
}

/** One line a project: its name, its span and its tests' time, in whole seconds. */
function projectLines(spans: Map<string, Span>): string[] {
  const s = (ms: number) => `${Math.round(ms / 1000)} s`;
  return [...spans]
    .sort(([, a], [, b]) => b.end - b.start - (a.end - a.start))
    .map(
      ([name, span]) =>
        `${s(span.end - span.start).padStart(6)}  ${name}: ${span.tests} test runs, ${s(span.spent)} of test time`,
    );
}

export default class ProjectTimes implements Reporter {
  private spans = new Map<string, Span>();
  /** Made as the run starts, before the web servers: the first test's start says how long they took. */
  private created = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = test.parent.project()?.name ?? '(no project)';
    const start = result.startTime.getTime();
    const end = start + result.duration;
    const span = this.spans.get(name);
    if (!span) this.spans.set(name, { start, end, tests: 1, spent: result.duration });
    else {
      span.start = Math.min(span.start, start);
      span.end = Math.max(span.end, end);
      span.tests += 1;
      span.spent += result.duration;
    }
  }

  onEnd(): void {
    const spans = projectLines(this.spans);
    if (!spans.length) return;
    const first = Math.min(...[...this.spans.values()].map((span) => span.start));
    const lines = [`${Math.round((first - this.created) / 1000)} s`.padStart(6) + '  before the first test', ...spans];
    console.log(`\nEach project, from its first test to its last:\n${lines.join('\n')}`);
    const details = process.env.STEP_DETAILS;
    if (details) appendFileSync(details, lines.map((line) => `${line}\n`).join(''));
  }

  printsToStdio(): boolean {
    // `list` prints the tests; this adds its lines at the end.
    return false;
  }
}
