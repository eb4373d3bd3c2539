import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES, tipSchema, validateFields } from '../../forms/validation.ts';
import { validationMessages } from '../../forms/validationMessages.ts';
import { failureMessage } from './useWriteFeedback.tsx';
import { communityMessages } from './communityMessages.ts';
import { formMessages } from '../../forms/formMessages.ts';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError.ts';

describe('tip text: 1 to 1000 characters', () => {
  it('accepts 1 and 1000 characters', () => {
    expect(validateFields(tipSchema, { text: 'x' })).toEqual({});
    expect(validateFields(tipSchema, { text: 'ب'.repeat(1000) })).toEqual({});
  });

  it('rejects an empty or blank tip and one over 1000 characters (spaces around do not count)', () => {
    expect(validateFields(tipSchema, { text: '' })).toEqual({ text: 'required' });
    expect(validateFields(tipSchema, { text: '   \n ' })).toEqual({ text: 'required' });
    expect(validateFields(tipSchema, { text: 'x'.repeat(1001) })).toEqual({ text: 'tipLength' });
    expect(validateFields(tipSchema, { text: `  ${'x'.repeat(1000)}  ` })).toEqual({});
    expect(validationMessages.tipLength.defaultMessage).toBe('A tip is 1 to 1000 characters');
  });
});

describe('photo files are checked in the browser before the upload', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('imageType');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('imageType');
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('imageSize');
  });
});

describe('a refused write gets a message the person understands', () => {
  it('by the error code', () => {
    expect(failureMessage(new GraphQLRequestError('no', 'FORBIDDEN'))).toBe(communityMessages.forbidden);
    expect(failureMessage(new GraphQLRequestError('gone', 'NOT_FOUND'))).toBe(communityMessages.notFound);
    expect(failureMessage(new GraphQLRequestError('down', 'NETWORK_ERROR'))).toBe(formMessages.unreachable);
    expect(failureMessage(new GraphQLRequestError('down', 'UPSTREAM_UNAVAILABLE'))).toBe(formMessages.unreachable);
    expect(failureMessage(new GraphQLRequestError('boom', 'INTERNAL_SERVER_ERROR'))).toBe(
      communityMessages.writeFailed,
    );
    expect(failureMessage(null)).toBe(communityMessages.writeFailed);
  });
});
