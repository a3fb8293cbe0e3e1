import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, expect, it, vi } from 'vitest';
import ProjectTimes from '@/tests/support/projectTimes';

const testOf = (project: string) => ({ parent: { project: () => ({ name: project }) } }) as unknown as TestCase;
const resultAt = (startS: number, durationS: number) =>
  ({ startTime: new Date(startS * 1000), duration: durationS * 1000 }) as TestResult;

afterEach(() => vi.unstubAllEnvs());

it('gives each project its span, first start to last end, and its tests’ time, for npm test’s summary', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'times-'));
  const file = path.join(dir, 'details.txt');
  vi.stubEnv('STEP_DETAILS', file);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.useFakeTimers({ now: 40_000, toFake: ['Date'] });
  const reporter = new ProjectTimes();
  vi.useRealTimers();
  // static: two tests side by side, 100-130 and 110-250; nginx one test, 200-210.
  reporter.onTestEnd(testOf('static'), resultAt(100, 30));
  reporter.onTestEnd(testOf('nginx'), resultAt(200, 10));
  reporter.onTestEnd(testOf('static'), resultAt(110, 140));
  reporter.onEnd();
  expect(readFileSync(file, 'utf8').split('\n')).toEqual([
    '  60 s  before the first test',
    ' 150 s  static: 2 test runs, 170 s of test time',
    '  10 s  nginx: 1 test runs, 10 s of test time',
    '',
  ]);
  rmSync(dir, { recursive: true });
});
