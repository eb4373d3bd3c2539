// Sign in with Apple in the browser (docs/members.md#signing-in): Apple's authorization page posts its answer as a
// form (response_mode=form_post, which Apple requires when the name and e-mail are asked for) to this address. The
// gateway keeps none of it: it sends the browser on to the sign-in page with the answer in the URL fragment, which
// never reaches a server, and the page checks the state and signs in through GraphQL like any other sign-in.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const APPLE_CALLBACK_PATH = '/auth/apple/callback';

/** Apple's answer is a few kilobytes (two tokens and the user's name); anything larger is not Apple's. */
const MAX_BODY_BYTES = 16 * 1024;
/** The fields of Apple's answer passed on; anything else is dropped. */
const FIELDS = ['code', 'id_token', 'state', 'user', 'error'] as const;

function readForm(req: IncomingMessage): Promise<URLSearchParams | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.pause();
        resolve('too large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** The sign-in page in the language the page that went to Apple was in (the state's suffix, `~ar`). */
const signInPage = (state: string) => (state.endsWith('~ar') ? '/ar/sign-in' : '/sign-in');

export async function serveAppleCallback(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' }).end('Apple posts here.\n');
    return;
  }
  const type = req.headers['content-type'] ?? '';
  const form = type.startsWith('application/x-www-form-urlencoded') ? await readForm(req) : null;
  if (form === 'too large') {
    // The rest of the body is not read: the connection closes after the answer.
    res
      .writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      .end("This is not an answer from Apple's sign-in: it is too large.\n");
    return;
  }
  if (!form) {
    res
      .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      .end("This is not an answer from Apple's sign-in.\n");
    return;
  }
  const answer = new URLSearchParams();
  for (const field of FIELDS) {
    const value = form.get(field);
    if (value) answer.set(field, value);
  }
  if (!answer.has('id_token') && !answer.has('error')) answer.set('error', 'invalid_response');
  res
    .writeHead(303, {
      location: `${signInPage(form.get('state') ?? '')}#apple&${answer.toString()}`,
      'cache-control': 'no-store',
    })
    .end();
}
