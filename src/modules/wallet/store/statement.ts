// The statement the member asks for (docs/spec.md §4 "Statements"): a calendar month, a year or a
// period of their own; the server prints it with opening, running and closing balances.
import { map } from 'nanostores';
import { getStatementPdf } from '../api.ts';
import { createPdfDownload } from './receipt.ts';

export type StatementPeriod = 'month' | 'year' | 'custom';

export interface StatementChoice {
  period: StatementPeriod;
  /** YYYY-MM */
  month: string;
  /** YYYY */
  year: string;
  /** YYYY-MM-DD, both days included */
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** This month, this year, and the first of this month to today (the member's calendar). */
export function defaultChoice(today: Date): StatementChoice {
  const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`;
  return { period: 'month', month, year: String(today.getFullYear()), from: `${month}-01`, to: isoDay(today) };
}

/** The calendar days the choice covers; the server checks the days (422 at from / to). */
export function statementRange(choice: StatementChoice): { from: string; to: string } {
  if (choice.period === 'month' && /^\d{4}-\d{2}$/.test(choice.month)) {
    const [year, month] = choice.month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { from: `${choice.month}-01`, to: `${choice.month}-${pad(last)}` };
  }
  if (choice.period === 'year' && /^\d{4}$/.test(choice.year))
    return { from: `${choice.year}-01-01`, to: `${choice.year}-12-31` };
  return { from: choice.from, to: choice.to };
}

/** The years a member may pick: this one and the four before it. */
export const statementYears = (today: Date): string[] =>
  Array.from({ length: 5 }, (_, i) => String(today.getFullYear() - i));

export function createStatementForm(today = new Date()) {
  const $choice = map<StatementChoice>(defaultChoice(today));
  const { $download, download } = createPdfDownload((from: string, to: string) => getStatementPdf(from, to));
  return {
    $choice,
    $download,
    set<K extends keyof StatementChoice>(name: K, value: StatementChoice[K]) {
      $choice.set({ ...$choice.get(), [name]: value });
    },
    download(): Promise<boolean> {
      const { from, to } = statementRange($choice.get());
      return download(from, to);
    },
  };
}
