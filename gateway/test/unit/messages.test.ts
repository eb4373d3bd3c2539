// The server catalog (translations/server/) and the wording of upstream error bodies by their codes.
import { readdirSync, readFileSync } from 'node:fs';
import { HTTPError } from 'got';
import { describe, expect, it } from 'vitest';
import { message, serverTranslationsDir, textOf } from '../../src/messages/catalog.ts';
import { localizedErrorBody } from '../../src/messages/errorBodies.ts';
import { upstreamError, upstreamErrorBody } from '../../src/upstream/errors.ts';

const catalog = (locale: string) =>
  JSON.parse(readFileSync(`${serverTranslationsDir}${locale}.json`, 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('translations/server', () => {
  it('has English and Arabic, with the same keys', () => {
    expect(readdirSync(serverTranslationsDir).sort()).toEqual(['ar.json', 'en.json']);
    expect(Object.keys(catalog('ar')).sort()).toEqual(Object.keys(catalog('en')).sort());
  });

  it('gives every key a text in both languages, with the same parameters', () => {
    const [en, ar] = [catalog('en'), catalog('ar')];
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(ar[key]?.trim(), key).toBeTruthy();
      expect(placeholders(ar[key]), key).toEqual(placeholders(text));
    }
  });

  it('words every error code of the REST contract (openapi.json) in both languages', () => {
    const contract = JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')) as {
      components: { schemas: { Detail: { properties: { code: { enum: string[] } } } } };
    };
    const codes = contract.components.schemas.Detail.properties.code.enum;
    expect(codes.length).toBeGreaterThan(40);
    for (const locale of ['en', 'ar']) {
      expect(
        codes.filter((code) => !(code in catalog(locale))),
        locale,
      ).toEqual([]);
    }
  });
});

describe('textOf', () => {
  it('fills in the parameters, and knows no text without them or for an unknown code', () => {
    expect(textOf('max_length', 'en', { limit: 30 })).toBe('Ensure this field has no more than 30 characters.');
    expect(textOf('max_length', 'ar', { limit: 30 })).toBe('تأكد من أن هذا الحقل لا يحتوي على أكثر من 30 حرفاً.');
    expect(textOf('max_length', 'en')).toBeUndefined();
    expect(textOf('no_such_code', 'ar')).toBeUndefined();
    expect(textOf('toString', 'en')).toBeUndefined();
  });

  it("words the gateway's own messages", () => {
    expect(message('not_signed_in', 'ar')).toBe('لا يمكنك المتابعة دون تسجيل الدخول');
    expect(message('invalid_credentials', 'en')).toBe('Invalid credentials given.');
  });
});

describe('localizedErrorBody', () => {
  it('words detail by the whole code and field lists by codes, nested too; code and codes go', () => {
    const body = {
      detail: 'Not found.',
      code: 'not_found',
    };
    expect(localizedErrorBody(body, 'ar')).toEqual({ detail: 'غير موجود.' });
    const fields = {
      first_name: ['Ensure this field has between 2 and 30 characters.'],
      hours: { 0: { opens: ['Enter a valid time (HH:mm).'] } },
      code: 'invalid',
      codes: {
        first_name: [{ code: 'name_length', min: 2, max: 30 }],
        hours: { 0: { opens: [{ code: 'time_invalid' }] } },
      },
    };
    expect(localizedErrorBody(fields, 'ar')).toEqual({
      first_name: ['تأكد من أن هذا الحقل يحتوي على 2 إلى 30 حرفاً.'],
      hours: { 0: { opens: ['أدخل وقتاً صالحاً (HH:mm).'] } },
    });
    expect(localizedErrorBody(fields, 'en')).toEqual({ first_name: fields.first_name, hours: fields.hours });
  });

  it('words an OAuth2 error_description by its code and parameters', () => {
    const body = {
      error: 'invalid_grant',
      error_description: 'Invalid credentials given.',
      code: 'invalid_credentials',
    };
    expect(localizedErrorBody(body, 'ar')).toEqual({
      error: 'invalid_grant',
      error_description: 'بيانات الدخول غير صحيحة.',
    });
  });

  it('keeps the upstream words for unknown codes, missing parameters and bodies without codes (docs/messages.md#which-message-wins)', () => {
    expect(localizedErrorBody({ detail: 'Teapot.', code: 'brewing' }, 'ar')).toEqual({ detail: 'Teapot.' });
    const body = { ids: ['Too many.'], code: 'invalid', codes: { ids: [{ code: 'max_items' }] } };
    expect(localizedErrorBody(body, 'ar')).toEqual({ ids: ['Too many.'] });
    expect(localizedErrorBody({ detail: 'Old style.' }, 'ar')).toEqual({ detail: 'Old style.' });
    expect(localizedErrorBody('not json', 'ar')).toBe('not json');
  });
});

describe('upstreamError', () => {
  const httpError = (statusCode: number, body: unknown, statusMessage = '') =>
    Object.assign(Object.create(HTTPError.prototype) as HTTPError, {
      response: { statusCode, statusMessage, body: typeof body === 'string' ? body : JSON.stringify(body) },
    });

  it("gives the message docs/messages.md#which-message-wins picks, in the viewer's language, and keeps the worded body for userErrors", () => {
    const error = upstreamError(
      httpError(400, { value: ['x'], code: 'invalid', codes: { value: [{ code: 'max_value', limit: 5 }] } }),
      1000,
      'ar',
    );
    expect(error.message).toBe('تأكد من أن هذه القيمة أصغر من أو تساوي 5.');
    expect(upstreamErrorBody(error)).toEqual({ value: ['تأكد من أن هذه القيمة أصغر من أو تساوي 5.'] });
  });

  it('falls back to the detail of an unknown code, then to a generic message', () => {
    expect(upstreamError(httpError(404, { detail: 'Gone fishing.', code: 'fishing' }), 1000, 'ar').message).toBe(
      'Gone fishing.',
    );
    expect(upstreamError(httpError(400, { code: 'fishing' }), 1000, 'ar').message).toBe('حدث خطأ غير معروف...');
    expect(upstreamError(httpError(400, { code: 'fishing' }), 1000, 'en').message).toBe('Unknown error happened...');
  });
});
