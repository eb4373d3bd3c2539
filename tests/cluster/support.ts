// What the cluster and fault tests share: GraphQL over HTTP and WebSocket, members and items, a load of writes and reads
// that records every acknowledged write, and the database check that each of them is there.
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query, not a type, gives the shape
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
  ms: number;
}

/** A GraphQL request; a network failure or a timeout of the test's own (a hang) is an answer with status 0. */
export async function graphql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as Omit<Answer, 'status' | 'ms'>;
    return { status: response.status, ...body, ms: Date.now() - started };
  } catch (error) {
    const code = error instanceof Error && error.name === 'TimeoutError' ? 'TEST_TIMEOUT' : 'NETWORK_ERROR';
    return { status: 0, errors: [{ message: String(error), extensions: { code } }], ms: Date.now() - started };
  }
}

export async function signUp(url: string, label: string): Promise<Record<string, string>> {
  const email = `${label}.${process.pid}.${Date.now()}@example.com`;
  const answer = await graphql(
    url,
    'mutation ($input: SignUpInput!) { signUp(input: $input) { token { accessToken } userErrors { message } } }',
    { input: { firstName: 'Huda', lastName: 'Alotaibi', email, password: 'Cluster2026' } },
  );
  const token = answer.data?.signUp?.token?.accessToken;
  if (!token) throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
  return { authorization: `Bearer ${token}` };
}

export async function firstExperience(url: string): Promise<string> {
  const answer = await graphql(url, '{ experiences(first: 1, filter: { cityIds: [] }) { edges { node { id } } } }');
  const id = answer.data?.experiences?.edges?.[0]?.node?.id;
  if (!id) throw new Error(`no experience: ${JSON.stringify(answer)}`);
  return id;
}

export const POST_TIP =
  'mutation ($input: PostTipInput!) { postTip(input: $input) { tipEdge { node { id text } } userErrors { message } } }';
export const READ = '{ experiences(first: 5, filter: { cityIds: [] }) { edges { node { id name tipCount } } } }';

export interface LoadResult {
  /** Texts of the tips whose postTip answered the tip (acknowledged writes). */
  acknowledged: string[];
  /** Answers by outcome: `ok`, an error code, or an HTTP status. */
  outcomes: Record<string, number>;
  /** Slowest answer (ms). */
  slowestMs: number;
  requests: number;
}

/**
 * `workers` loops, each posting a tip (a unique text starting with `tag`) then reading a list, until `stop()`. A write
 * counts as acknowledged only when its answer carries the new tip.
 */
export function startLoad(options: {
  url: string | (() => string);
  headers: Record<string, string>;
  subjectId: string;
  tag: string;
  workers?: number;
}) {
  const result: LoadResult = { acknowledged: [], outcomes: {}, slowestMs: 0, requests: 0 };
  let running = true;
  const count = (answer: Answer) => {
    result.requests++;
    result.slowestMs = Math.max(result.slowestMs, answer.ms);
    const outcome = answer.errors?.length
      ? (answer.errors[0].extensions?.code ?? `HTTP ${answer.status}`)
      : answer.status === 200
        ? 'ok'
        : `HTTP ${answer.status}`;
    result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1;
  };
  const worker = async (index: number) => {
    for (let n = 0; running; n++) {
      const url = typeof options.url === 'string' ? options.url : options.url();
      const text = `${options.tag} w${index} n${n}: go at sunset, the light on the dunes is best`;
      const write = await graphql(url, POST_TIP, { input: { subjectId: options.subjectId, text } }, options.headers);
      count(write);
      if (write.data?.postTip?.tipEdge?.node?.text === text) result.acknowledged.push(text);
      count(await graphql(url, READ));
      if (write.status === 0 || write.errors) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const done = Promise.all(Array.from({ length: options.workers ?? 4 }, (_, i) => worker(i)));
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      await done;
      return result;
    },
  };
}

/** The acknowledged tips missing from the database (none, after every fault). */
export async function missingWrites(databaseUrl: string, tag: string, acknowledged: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>('SELECT text FROM tips WHERE text LIKE $1', [`${tag} %`]);
    const stored = new Set(rows.map((row) => row.text));
    return acknowledged.filter((text) => !stored.has(text));
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true; throws after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000, what = 'condition') {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} not reached within ${timeoutMs} ms`);
}

/** A graphql-ws client that reconnects (as the web client does) and hands out the events of one subscription. */
export function subscribe(url: string, subjectId: string) {
  const events: unknown[] = [];
  const client: Client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: async () => {
      await sleep(300);
    },
    lazy: false,
  });
  const stop = client.subscribe(
    {
      query: 'subscription ($id: ID!) { reviewableActivity(subjectId: $id) { kind tipEdge { node { text } } } }',
      variables: { id: subjectId },
    },
    { next: (value) => events.push(value.data), error: () => {}, complete: () => {} },
  );
  return {
    events,
    /** Whether an event carried the tip `text`. */
    saw: (text: string) => JSON.stringify(events).includes(JSON.stringify(text).slice(1, -1)),
    close: async () => {
      stop();
      await client.dispose();
    },
  };
}

/** A series' value in Prometheus text (0 when absent). */
export function metric(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}
