// The error handler and the logs, on an app whose database always fails (no database needed).
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/connect.ts';
import { fieldErrorsBody, validationBody } from '../src/http/errors.ts';

const brokenDb = new Proxy(
  {},
  {
    get() {
      throw new Error('database is down');
    },
  },
) as Db;

async function brokenApp() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ db: brokenDb, config: { ...loadConfig({}), logLevel: 'info' }, logStream });
  return { app, lines };
}

describe('unexpected errors', () => {
  it('answer 500 JSON and are logged with the error', async () => {
    const { app, lines } = await brokenApp();
    const answer = await app.inject({ url: '/api/v1/cities/', headers: { 'x-client-key': 'dalil-web-dev-key' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ detail: 'Internal server error.', code: 'server_error' });
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged.find((entry) => entry.msg === 'unhandled error')?.err.message).toBe('database is down');
    await app.close();
  });

  it('never log the Authorization or client key headers', async () => {
    const { app, lines } = await brokenApp();
    await app.inject({ url: '/api/v1/cities/', headers: { authorization: 'Bearer very-secret-token' } });
    await app.inject({ url: '/api/v1/cities/', headers: { 'x-client-key': 'dalil-web-dev-key' } });
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('\n')).not.toMatch(/very-secret-token|dalil-web-dev-key/);
    await app.close();
  });
});

describe('Ajv errors to DRF bodies', () => {
  it('keeps the most telling error per field and nests body fields', () => {
    const body = fieldErrorsBody(
      validationBody([
        { instancePath: '/page_size', keyword: 'enum', params: { allowedValues: ['all'] }, data: 500 },
        { instancePath: '/page_size', keyword: 'maximum', params: { limit: 100 }, data: 500 },
        { instancePath: '/page_size', keyword: 'anyOf', params: {} },
        { instancePath: '/context', keyword: 'required', params: { missingProperty: 'entity_id' } },
        { instancePath: '', keyword: 'type', params: { type: 'object' } },
      ]),
    );
    expect(body).toEqual({
      page_size: ['Ensure this value is less than or equal to 100.'],
      context: { entity_id: ['This field is required.'] },
      non_field_errors: ['Expected a dictionary of items.'],
      code: 'invalid',
      codes: {
        page_size: [{ code: 'max_value', limit: 100 }],
        context: { entity_id: [{ code: 'required' }] },
        non_field_errors: [{ code: 'invalid_object' }],
      },
    });
  });
});
