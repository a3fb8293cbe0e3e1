import { describe, expect, it } from 'vitest';
import { comparison, latestFigures, readHistory, type BenchRecord } from '@/scripts/measure/benchHistory';

const run = (commit: string, figures: Record<string, number>): BenchRecord => ({
  date: '2026-11-24T00:00:00.000Z',
  commit,
  cores: 2,
  loadavg: [0.5, 0.4, 0.3],
  node: 'v20.20.2',
  figures,
});

describe('the benchmark history', () => {
  it('reads every whole run, skipping a line cut short, and keeps each figure’s latest value', () => {
    const history = [run('aaa', { x: 1, y: 7 }), run('bbb', { x: 2 })].map((r) => JSON.stringify(r)).join('\n');
    const runs = readHistory(`${history}\n{"date":"2026-11\n`);
    expect(runs.map((r) => r.commit)).toEqual(['aaa', 'bbb']);
    expect(latestFigures(runs)).toEqual({ x: 2, y: 7 });
    expect(readHistory('')).toEqual([]);
  });

  it('prints each figure beside the previous run’s, with the change in per cent', () => {
    const table = comparison(
      { 'load static 404/page ratio': 0.85, 'build, static (s)': 30, 'new figure': 5 },
      { 'load static 404/page ratio': 0.5, 'build, static (s)': 40 },
    ).split('\n');
    expect(table[0]).toMatch(/^figure\s+now\s+previous\s+change$/);
    expect(table[1]).toMatch(/^load static 404\/page ratio\s+0\.85\s+0\.5\s+\+70\.0 %$/);
    expect(table[2]).toMatch(/^build, static \(s\)\s+30\s+40\s+-25\.0 %$/);
    expect(table[3]).toMatch(/^new figure\s+5\s+–$/);
  });
});
