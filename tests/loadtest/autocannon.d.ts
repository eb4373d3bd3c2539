// The part of autocannon's API that the load test and the peers bench use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Sent in turn on each connection, each after the answer to the one before (pipelining 1). */
    requests?: { method?: 'GET' | 'POST'; path?: string; headers?: Record<string, string>; body?: string }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram & { max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
