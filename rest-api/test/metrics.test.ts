// GET /metrics (docs/operations.md#metrics): Prometheus text with requests by route template and abuse refusals.
import { expect, it } from 'vitest';
import { describeApi } from './helpers/app.ts';

describeApi('metrics', (api) => {
  it('counts requests by method, route template and status, with their latency', async () => {
    await api.get('/api/v1/cities/');
    await api.get('/api/v1/events/123456/');
    const answer = await api.request({ method: 'GET', url: '/metrics', headers: { 'x-client-key': undefined } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toMatch(
      /dalil_rest_http_requests_total\{method="GET",route="\/api\/v1\/cities\/",status="200"\} 1/,
    );
    // Ids do not make new series: the route's template does.
    expect(answer.body).toMatch(
      /dalil_rest_http_requests_total\{method="GET",route="\/api\/v1\/events\/:idOrSlug\/",status="404"\} 1/,
    );
    expect(answer.body).toContain('dalil_rest_http_request_duration_seconds_bucket');
    expect(answer.body).toContain('dalil_rest_process_cpu_seconds_total');
  });
});
