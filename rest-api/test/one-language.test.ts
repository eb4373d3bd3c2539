// `?texts=en|ar` on a GET: the other language's texts come empty where the asked-for language has text
// (docs/rest-contract.md#one-language); the fields stay, and nothing else changes.
import { describe, expect, it } from 'vitest';
import { inOneLanguage } from '../src/http/oneLanguage.ts';
import { describeApi } from './helpers/app.ts';

describe('one language of an answer', () => {
  const record = {
    id: 7,
    name_en: 'Al-Balad',
    name_ar: 'البلد',
    summary_en: '',
    summary_ar: 'ملخص فقط بالعربية',
    district_en: 'Olaya',
    district_ar: '',
    slug: 'al-balad',
    tags: [{ name_en: 'Outdoor', name_ar: 'في الهواء الطلق' }],
    location: { venue_name_en: 'Waterfront', venue_name_ar: 'الواجهة البحرية', latitude: 21.5 },
    start_date: '2026-11-18T13:00:00.000Z',
  };

  it('empties the Arabic texts in English where an English one exists, at every depth', () => {
    expect(inOneLanguage(record, 'en')).toEqual({
      ...record,
      name_ar: '',
      tags: [{ name_en: 'Outdoor', name_ar: '' }],
      location: { venue_name_en: 'Waterfront', venue_name_ar: '', latitude: 21.5 },
    });
  });

  it('empties the English texts in Arabic where an Arabic one exists, and keeps English where Arabic is missing', () => {
    expect(inOneLanguage(record, 'ar')).toEqual({
      ...record,
      name_en: '',
      tags: [{ name_en: '', name_ar: 'في الهواء الطلق' }],
      location: { venue_name_en: '', venue_name_ar: 'الواجهة البحرية', latitude: 21.5 },
    });
  });

  it('leaves the given value as it was (answers may be shared)', () => {
    const before = structuredClone(record);
    inOneLanguage([record], 'en');
    expect(record).toEqual(before);
  });
});

describeApi('one language over HTTP', (api) => {
  const url = '/api/v1/home-lists/?cities=1&items_per_list=10';
  const pairs = (value: unknown, found: [string, string][] = []): [string, string][] => {
    if (Array.isArray(value)) value.forEach((item) => pairs(item, found));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, field] of Object.entries(record)) {
        if (key.endsWith('_en') && typeof field === 'string')
          found.push([field, String(record[`${key.slice(0, -3)}_ar`])]);
        else pairs(field, found);
      }
    }
    return found;
  };

  it('sends each text in the asked-for language only, the same texts as the full answer, in fewer bytes', async () => {
    const full = await api.get(url);
    const english = await api.get(`${url}&texts=en`);
    const arabic = await api.get(`${url}&texts=ar`);
    for (const answer of [full, english, arabic]) expect(answer.status).toBe(200);
    const fullPairs = pairs(full.json);
    expect(fullPairs.length).toBeGreaterThan(20);
    expect(pairs(english.json)).toEqual(fullPairs.map(([en, ar]) => [en, en ? '' : ar]));
    expect(pairs(arabic.json)).toEqual(fullPairs.map(([en, ar]) => [ar ? '' : en, ar]));
    expect(english.body.length).toBeLessThan(full.body.length);
    expect(arabic.body.length).toBeLessThan(full.body.length);
    // Everything but the texts is the same.
    expect(JSON.stringify(english.json).replace(/"\w+_ar":"[^"]*"/g, '')).toBe(
      JSON.stringify(full.json).replace(/"\w+_ar":"[^"]*"/g, ''),
    );
  });

  it('answers in both languages without texts or with a language it does not have', async () => {
    const full = await api.get(url);
    expect((await api.get(`${url}&texts=fr`)).body).toBe(full.body);
    expect(pairs(full.json).some(([en, ar]) => en && ar)).toBe(true);
  });
});
