// A provider connection that fails at once (a kept-alive socket the provider closed as it was reused) is tried again;
// the sign-in does not fail for it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { verifyFacebook } from '../src/members/sign-in/providers.ts';

it('verifies a Facebook token when the first call to the Graph API has its connection closed', async () => {
  let calls = 0;
  const server = createServer((request, response) => {
    calls++;
    if (calls === 1) return request.socket.destroy();
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = url.pathname.endsWith('/debug_token')
      ? { data: { is_valid: true, app_id: 'fb-app', user_id: '7' } }
      : { id: '7', email: 'huda@example.com', first_name: 'Huda', last_name: 'Alamri' };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graph`;
    const profile = await verifyFacebook({ appId: 'fb-app', appSecret: 'secret', graphUrl }, 'token');
    expect(profile).toMatchObject({ provider: 'facebook', id: '7', email: 'huda@example.com' });
    expect(calls).toBe(3);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
