// The multipart form of a place suggestion and the GraphQL names of its field errors.
import { describe, expect, it } from 'vitest';
import { userErrorsFromBody } from '../../src/graphql/userErrors.ts';
import { FIELD_NAMES, suggestionForm } from '../../src/places/suggestions.ts';
import { InputIds } from '../../src/relay/inputIds.ts';

const id = (type: string, raw: number) => Buffer.from(`${type}:${raw}`).toString('base64');

describe('suggestionForm', () => {
  it('sends only the fields given, with raw ids, comma lists, hours as JSON and repeated photos', async () => {
    const ids = new InputIds();
    const form = await suggestionForm(
      {
        nameEn: 'Corniche Kiosk',
        nameAr: 'كشك الكورنيش',
        categoryId: id('PlaceCategory', 3),
        subcategoryId: id('PlaceSubcategory', 12),
        features: ['WIFI', 'FAMILY_FRIENDLY'],
        tagIds: [id('Tag', 4), id('Tag', 9)],
        hours: [
          { weekday: 'SUNDAY', opens: '09:00', closes: '23:00' },
          { weekday: 'FRIDAY', allDay: true },
          { weekday: 'SATURDAY', closed: true },
        ],
        social: { facebook: 'https://facebook.com/kiosk', twitter: null },
        photos: [
          new File([new Uint8Array([1, 2])], 'a.png', { type: 'image/png' }),
          new File([new Uint8Array([3])], 'b.webp', { type: 'image/webp' }),
        ],
        cityId: id('City', 1),
        latitude: 21.5,
        longitude: 39.2,
      },
      ids,
    );
    expect(ids.errors).toEqual([]);
    const text = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    expect(text).toEqual({
      name_en: 'Corniche Kiosk',
      name_ar: 'كشك الكورنيش',
      category: '3',
      subcategory: '12',
      features: 'wifi,family_friendly',
      tags: '4,9',
      hours: JSON.stringify([
        { weekday: 0, closed: false, all_day: false, opens: '09:00', closes: '23:00' },
        { weekday: 5, closed: false, all_day: true, opens: null, closes: null },
        { weekday: 6, closed: true, all_day: false, opens: null, closes: null },
      ]),
      facebook: 'https://facebook.com/kiosk',
      metropolis: '1',
      latitude: '21.5',
      longitude: '39.2',
    });
    const photos = form.getAll('photos') as File[];
    expect(photos.map((photo) => [photo.name, photo.type, photo.size])).toEqual([
      ['a.png', 'image/png', 2],
      ['b.webp', 'image/webp', 1],
    ]);
  });

  it('collects wrong ids as userErrors of their fields', async () => {
    const ids = new InputIds();
    await suggestionForm({ categoryId: id('Category', 3), tagIds: [id('Tag', 1), 'x'] }, ids);
    expect(ids.errors).toEqual([
      { field: 'categoryId', message: 'Expected PlaceCategory id, got a Category id' },
      { field: 'tagIds', message: 'Invalid id' },
    ]);
  });
});

describe('suggestion field errors', () => {
  it('names the upstream fields the GraphQL way, nested hours errors included', () => {
    const body = {
      name_en: ['Ensure this field has 2 to 100 characters.'],
      category: ['Invalid pk "99" - object does not exist.'],
      tags: ['Invalid pk "7" - object does not exist.'],
      facebook: ['Enter a valid URL.'],
      metropolis: ['Invalid pk "9" - object does not exist.'],
      hours: { 1: { opens: ['Enter a valid time (HH:mm).'], closes: ['This field is required.'] } },
      non_field_errors: ['Suggest at least one change.'],
    };
    expect(userErrorsFromBody(body, 'Bad Request', FIELD_NAMES)).toEqual([
      { field: 'nameEn', message: 'Ensure this field has 2 to 100 characters.' },
      { field: 'categoryId', message: 'Invalid pk "99" - object does not exist.' },
      { field: 'tagIds', message: 'Invalid pk "7" - object does not exist.' },
      { field: 'social.facebook', message: 'Enter a valid URL.' },
      { field: 'cityId', message: 'Invalid pk "9" - object does not exist.' },
      { field: 'hours', message: 'Enter a valid time (HH:mm).' },
      { field: 'hours', message: 'This field is required.' },
      { field: null, message: 'Suggest at least one change.' },
    ]);
  });
});
