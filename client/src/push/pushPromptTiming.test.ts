import { describe, expect, it } from 'vitest';
import { FIRST_PROMPT_MS, keyBytes, PROMPT_AGAIN_MS, promptDelay } from './pushPromptTiming.ts';

describe('the push pre-prompt', () => {
  it('waits 15 s, then 30 s after a dismissal', () => {
    expect(promptDelay('default', false)).toBe(FIRST_PROMPT_MS);
    expect(FIRST_PROMPT_MS).toBe(15_000);
    expect(promptDelay('default', true)).toBe(PROMPT_AGAIN_MS);
    expect(PROMPT_AGAIN_MS).toBe(30_000);
  });

  it('never shows once the browser has an answer, or without notifications', () => {
    expect(promptDelay('denied', false)).toBeNull();
    expect(promptDelay('granted', false)).toBeNull();
    expect(promptDelay('unsupported', false)).toBeNull();
  });

  it('decodes a base64url key', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
