/**
 * The history of `npm run bench` (scripts/bench.ts): one JSON line a run in
 * reports/bench-history.jsonl, and the table that sets a run beside the previous one.
 */

/** One run of the benchmark, as a line of the history. */
export interface BenchRecord {
  date: string;
  commit: string;
  cores: number;
  /** The 1, 5 and 15 minute load averages when the run started. */
  loadavg: number[];
  node: string;
  /** Each figure by name, with its unit in the name. */
  figures: Record<string, number>;
}

/** The runs in the history, oldest first; a line cut short (a run stopped while writing) is skipped. */
export function readHistory(history: string): BenchRecord[] {
  return history.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    try {
      return [JSON.parse(line) as BenchRecord];
    } catch {
      return [];
    }
  });
}

/**
 * Each figure's latest value in the history: a run of some sections only (`--only load`) leaves
 * the others' last values standing.
 */
export function latestFigures(runs: BenchRecord[]): Record<string, number> {
  return Object.assign({}, ...runs.map((run) => run.figures));
}

/**
 * A table of the figures, each beside the previous run's and the change in per cent (empty where
 * the previous run lacks the figure or it was 0).
 */
export function comparison(figures: Record<string, number>, previous?: Record<string, number>): string {
  const rows = Object.entries(figures).map(([name, value]) => {
    const before = previous?.[name];
    const change = before ? `${value >= before ? '+' : ''}${(((value - before) / before) * 100).toFixed(1)} %` : '';
    return [name, String(value), before === undefined ? '–' : String(before), change];
  });
  const table = [['figure', 'now', 'previous', 'change'], ...rows];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[0])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
