/** The part of autocannon's API that scripts/bench/bench-api.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** setupRequest: a function, or with worker threads the path of a CommonJS module exporting one. */
    requests?: { setupRequest: string | ((request: { body: string }) => { body: string }) }[];
    duration?: number;
    connections?: number;
    workers?: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
