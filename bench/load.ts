// autocannon, the HTTP load generator of the bench (a devDependency), enters here: one run of load
// against a URL, at full speed or at a fixed overall rate, answered as requests/s and latencies.
// @ts-expect-error: autocannon ships no type declarations
import autocannon from 'autocannon';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  /** Requests answered in the run. */
  total: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and transport errors: a run with any is not a fair figure. */
  failures: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** Requests per second over all connections; none: as fast as the server answers. */
  rate?: number;
}

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = (await autocannon({
    url: options.url,
    headers: options.headers ?? {},
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
  })) as Result;
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
