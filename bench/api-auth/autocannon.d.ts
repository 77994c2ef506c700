// The part of autocannon's API this bench uses (the package ships no types).
declare module 'autocannon' {
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string>; pipelining?: number };
  type Histogram = { average: number; mean: number; p50: number; p99: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
