// Every figure is printed beside a baseline measured in the same run on the same machine, so a
// reader compares like with like; nothing here asserts a budget (npm test owns the byte budget).
export interface Row {
  figure: string;
  value: string;
  baseline: string;
  baselineName: string;
}

/** Every section's printed rows and figures, written to bench/results.json at the end of the run. */
export const results: {
  sections: { title: string; rows: Row[]; notes: string[] }[];
  figures: Record<string, unknown>;
  acceptance: Acceptance[];
} = { sections: [], figures: {}, acceptance: [] };

/** One acceptance line of an issue: our figure, its baseline from the same run, and the target. */
export interface Acceptance {
  /** What is asked, e.g. "GET user/header requests/s >= 0.5x bare node:http". */
  line: string;
  value: string;
  baseline: string;
  /** e.g. "0.47x" (ours / baseline), or "" when the target is absolute. */
  ratio: string;
  target: string;
  met: boolean;
  /** An earlier issue's line, printed as information below the current goals. */
  information?: boolean;
}

export function recordAcceptance(acceptance: Acceptance): void {
  results.acceptance.push(acceptance);
}

/** The acceptance lines the sections of this run measured, each beside its baseline and target. */
export function printAcceptance(): void {
  const goals = results.acceptance.filter((a) => !a.information);
  const earlier = results.acceptance.filter((a) => a.information);
  if (goals.length > 0) printLines('Goals (each figure beside its baseline from this run and the target)', goals);
  if (earlier.length > 0) printLines("Earlier issues' lines (information)", earlier);
}

function printLines(title: string, lines: Acceptance[]): void {
  printSection(
    title,
    lines.map((a) => ({
      figure: a.line,
      value: a.value,
      baseline: `${a.baseline}${a.ratio ? ` -> ${a.ratio}` : ''}`,
      baselineName: `target ${a.target}: ${a.met ? 'met' : 'NOT met'}`,
    })),
  );
}

/** Numbers of a section for bench/results.json (what the printed rows show, unrounded). */
export function recordResult(section: string, figures: unknown): void {
  results.figures[section] = figures;
}

export function printSection(title: string, rows: Row[], notes: string[] = []): void {
  results.sections.push({ title, rows, notes });
  console.log(`\n## ${title}`);
  const header = ['figure', 'value', 'baseline', 'baseline is'];
  const table = [header, ...rows.map((row) => [row.figure, row.value, row.baseline, row.baselineName])];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const [index, line] of table.entries()) {
    console.log(
      line
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
  for (const note of notes) console.log(`  ${note}`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Latencies measured against the deliveries expected: "p50 …, p99 … (got/expected)", so a miss shows. */
export function latencies(values: number[], expected: number, high = 99): string {
  return `p50 ${ms(percentile(values, 50))}, p${high} ${ms(percentile(values, high))} (${values.length}/${expected})`;
}
