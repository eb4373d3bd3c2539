import { describe, expect, it } from 'vitest';
import { multipartBody } from './environment.ts';

describe('GraphQL multipart request body', () => {
  it('nulls the file variables, maps parts to their paths and appends the files in order', async () => {
    const image = new Blob(['png-bytes'], { type: 'image/png' });
    const form = multipartBody(
      {
        query: 'mutation X($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id } } }',
        operationName: 'X',
        variables: { input: { firstName: 'Sara' } },
      },
      { 'input.image': image },
    );
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      query: 'mutation X($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id } } }',
      operationName: 'X',
      variables: { input: { firstName: 'Sara', image: null } },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.image'] });
    expect(await (form.get('0') as Blob).text()).toBe('png-bytes');
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
  });
});
