import { describe, expect, it } from 'vitest';
import { multipartBody } from './environment.ts';

describe('GraphQL multipart request body', () => {
  it('sends the operation by id, nulls the file variables, maps parts to their paths and appends the files in order', async () => {
    const image = new Blob(['png-bytes'], { type: 'image/png' });
    const documentId = 'a'.repeat(64);
    const variables = { input: { firstName: 'Sara' } };
    const form = multipartBody({ documentId, operationName: 'X', variables }, { 'input.image': image });
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      documentId,
      operationName: 'X',
      variables: { input: { firstName: 'Sara', image: null } },
    });
    // The caller's variables are left alone.
    expect(variables).toEqual({ input: { firstName: 'Sara' } });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.image'] });
    expect(await (form.get('0') as Blob).text()).toBe('png-bytes');
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
  });
});
