// Admission of GraphQL requests: at most `limit` run at once, the others wait their turn in arrival order.
//
// Why: every running request holds its context (loaders, parsed upstream answers) and interleaves its upstream waves
// with everyone else's. With a hundred at once on one event loop each one's later waves queue behind the newer
// requests' work, so answers come late and unevenly (the p99 several times the mean) and more of each request's data
// survives young collections. Admitted in turn, each request runs nearly as fast as alone and the queue is fair
// (docs/performance.md#admission). A request still waiting after `maxWaitMs` is answered 503 (SERVER_BUSY) with
// Retry-After instead of being run late; one whose client left while it waited is dropped.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface AdmissionOptions {
  /** Requests running at once (GRAPHQL_CONCURRENCY); 0 turns admission off. */
  limit: number;
  /** Longest wait before the request is refused as busy. */
  maxWaitMs: number;
  /** The refusal's message, in the request's language. */
  busyMessage: (req: IncomingMessage) => string;
}

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  start: () => void;
  timer: NodeJS.Timeout;
}

export type Admit = (req: IncomingMessage, res: ServerResponse, run: () => Promise<unknown>) => Promise<void>;

export function createAdmission({ limit, maxWaitMs, busyMessage }: AdmissionOptions): Admit {
  if (limit <= 0) return async (_req, _res, run) => void (await run());
  let running = 0;
  const queue: Waiting[] = [];

  const refuse = ({ req, res }: Waiting) => {
    const body = JSON.stringify({ errors: [{ message: busyMessage(req), extensions: { code: 'SERVER_BUSY' } }] });
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' }).end(body);
  };

  const next = () => {
    while (running < limit && queue.length) {
      const waiting = queue.shift()!;
      clearTimeout(waiting.timer);
      if (!waiting.res.destroyed && !waiting.req.destroyed) waiting.start();
    }
  };

  return (req, res, run) =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        running++;
        run()
          .then(() => resolve(), reject)
          .finally(() => {
            running--;
            next();
          });
      };
      if (running < limit && !queue.length) start();
      else {
        const waiting: Waiting = {
          req,
          res,
          start,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiting), 1);
            if (!res.destroyed) refuse(waiting);
          }, maxWaitMs),
        };
        queue.push(waiting);
        // A request refused or dropped while waiting is done too.
        res.once('close', resolve);
      }
    });
}
