import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, validateFields } from '../../forms/validation.ts';
import { formatDistance } from './distance.ts';
import {
  boundsAround,
  boundsOf,
  DEFAULT_POSITION,
  fromWorldPixel,
  isInside,
  pan,
  project,
  toWorldPixel,
  zoomBy,
  zoomToFit,
  type Viewport,
} from './map/mapMath.ts';
import { isOvernight } from './openingHours.ts';
import { emptyHoursForm, hoursFormFrom, hoursToInput } from './openingHoursForm.ts';
import { checkPhotos } from './suggest/photoFiles.ts';
import { placeAddress } from './placeAddress.ts';
import { placeFiltersFromSearchParams, searchForPlaceFilters, toPlaceFilterInput } from './list/placeFilters.ts';
import { foldText, sameMembers, tagsMatching } from './suggest/placeTags.ts';
import { suggestPlaceEditSchema, suggestPlaceSchema } from './suggest/suggestValidation.ts';

const viewport: Viewport = { center: DEFAULT_POSITION, zoom: 12, width: 600, height: 400 };

describe('place filters in the URL', () => {
  it('carries the tag and "my places" to the URL and to GraphQL', () => {
    const filters = { tagId: 'VGFnOjM=', owned: true };
    expect(searchForPlaceFilters(filters)).toBe('?tag=VGFnOjM%3D&owned=1');
    expect(placeFiltersFromSearchParams(new URLSearchParams('tag=VGFnOjM%3D&owned=1'))).toEqual(filters);
    expect(toPlaceFilterInput(filters, null)).toEqual({ order: 'RELEVANCE', tagIds: ['VGFnOjM='], owned: true });
    expect(placeFiltersFromSearchParams(new URLSearchParams('owned=yes')).owned).toBeUndefined();
  });

  it('round-trips every filter in a fixed order', () => {
    const filters = {
      text: 'البلد',
      categoryId: 'UGxhY2VDYXRlZ29yeTox',
      subcategoryId: 'sub2',
      openNow: true,
      near: { latitude: 21.4844912, longitude: 39.1836412 },
      bounds: { south: 21.4, west: 39.1, north: 21.6, east: 39.3 },
    };
    const search = searchForPlaceFilters(filters);
    expect(search).toBe(
      '?q=%D8%A7%D9%84%D8%A8%D9%84%D8%AF&category=UGxhY2VDYXRlZ29yeTox&subcategory=sub2&open=1&near=21.48449%2C39.18364&bounds=21.4%2C39.1%2C21.6%2C39.3',
    );
    expect(placeFiltersFromSearchParams(new URLSearchParams(search))).toEqual({
      ...filters,
      near: { latitude: 21.48449, longitude: 39.18364 },
    });
  });

  it('drops malformed values: a subcategory without category, bad positions, inverted bounds, open other than 1', () => {
    const parsed = placeFiltersFromSearchParams(
      new URLSearchParams('subcategory=x&near=91,10&bounds=22,39,21,40&open=yes&q=%20%20'),
    );
    expect(parsed).toEqual({});
    expect(placeFiltersFromSearchParams(new URLSearchParams('near=abc,1'))).toEqual({});
    expect(searchForPlaceFilters({})).toBe('');
  });

  it('orders by distance near me, and leaves the city out when the map bounds are searched', () => {
    expect(toPlaceFilterInput({ near: { latitude: 1, longitude: 2 } }, 'city1')).toEqual({
      order: 'DISTANCE',
      near: { latitude: 1, longitude: 2 },
      cityId: 'city1',
    });
    expect(toPlaceFilterInput({ bounds: { south: 1, west: 2, north: 3, east: 4 }, openNow: true }, 'city1')).toEqual({
      order: 'RELEVANCE',
      openNow: true,
      bounds: { south: 1, west: 2, north: 3, east: 4 },
    });
    expect(toPlaceFilterInput({ categoryId: 'c', subcategoryId: 's', text: 'tea' }, null)).toEqual({
      order: 'RELEVANCE',
      text: 'tea',
      categoryIds: ['c'],
      subcategoryIds: ['s'],
    });
  });
});

describe('map math', () => {
  it('projects the centre to the middle and north up, east right', () => {
    expect(project(DEFAULT_POSITION, viewport)).toEqual({ x: 300, y: 200 });
    const north = project(
      { latitude: DEFAULT_POSITION.latitude + 0.01, longitude: DEFAULT_POSITION.longitude },
      viewport,
    );
    const east = project(
      { latitude: DEFAULT_POSITION.latitude, longitude: DEFAULT_POSITION.longitude + 0.01 },
      viewport,
    );
    expect(north.y).toBeLessThan(200);
    expect(east.x).toBeGreaterThan(300);
    // 0.01° of longitude at zoom 12 is 256 * 2^12 / 36000 pixels.
    expect(east.x - 300).toBeCloseTo((256 * 4096) / 36000, 6);
  });

  it('inverts the Web Mercator projection', () => {
    const back = fromWorldPixel(toWorldPixel({ latitude: -33.8688, longitude: 151.2093 }, 10), 10);
    expect(back.latitude).toBeCloseTo(-33.8688, 9);
    expect(back.longitude).toBeCloseTo(151.2093, 9);
  });

  it('gives bounds whose corners project to the corners of the view, and contain the centre', () => {
    const bounds = boundsOf(viewport);
    const topLeft = project({ latitude: bounds.north, longitude: bounds.west }, viewport);
    const bottomRight = project({ latitude: bounds.south, longitude: bounds.east }, viewport);
    expect(topLeft.x).toBeCloseTo(0, 6);
    expect(topLeft.y).toBeCloseTo(0, 6);
    expect(bottomRight.x).toBeCloseTo(600, 6);
    expect(bottomRight.y).toBeCloseTo(400, 6);
    expect(isInside(DEFAULT_POSITION, bounds)).toBe(true);
    expect(isInside({ latitude: 24.7136, longitude: 46.6753 }, bounds)).toBe(false);
  });

  it('pans by pixels and zooms within limits', () => {
    const moved = pan(viewport, 100, -50);
    expect(project(DEFAULT_POSITION, moved).x).toBeCloseTo(200, 6);
    expect(project(DEFAULT_POSITION, moved).y).toBeCloseTo(250, 6);
    expect(zoomBy(viewport, 1).zoom).toBe(13);
    expect(zoomBy({ ...viewport, zoom: 18 }, 1).zoom).toBe(18);
    expect(zoomBy({ ...viewport, zoom: 3 }, -1).zoom).toBe(3);
  });

  it('fits the markers: the zoom at which their bounds still fit the view', () => {
    const around = boundsAround([
      { latitude: 21.45, longitude: 39.15 },
      { latitude: 21.55, longitude: 39.25 },
    ])!;
    const zoom = zoomToFit(around, 600, 400);
    const fitted = { center: { latitude: 21.5, longitude: 39.2 }, zoom, width: 600, height: 400 };
    expect(isInside({ latitude: 21.45, longitude: 39.15 }, boundsOf(fitted))).toBe(true);
    expect(isInside({ latitude: 21.45, longitude: 39.15 }, boundsOf({ ...fitted, zoom: zoom + 1 }))).toBe(false);
    expect(boundsAround([])).toBeNull();
  });
});

describe('opening hours of the form', () => {
  it('sends closed, 24-hour and timed days, leaves unset days out, and accepts spans past midnight', () => {
    const form = emptyHoursForm();
    form.SUNDAY = { mode: 'closed', opens: '', closes: '' };
    form.MONDAY = { mode: 'allDay', opens: '', closes: '' };
    form.FRIDAY = { mode: 'hours', opens: '16:00', closes: '02:00' };
    expect(hoursToInput(form)).toEqual({
      input: [
        { weekday: 'SUNDAY', closed: true },
        { weekday: 'MONDAY', allDay: true },
        { weekday: 'FRIDAY', opens: '16:00', closes: '02:00' },
      ],
      errors: {},
    });
    expect(isOvernight('16:00', '02:00')).toBe(true);
    expect(isOvernight('16:00', '00:00')).toBe(false);
    expect(isOvernight('09:00', '17:00')).toBe(false);
  });

  it('reports missing and malformed times per day', () => {
    const form = emptyHoursForm();
    form.TUESDAY = { mode: 'hours', opens: '09:00', closes: '' };
    form.WEDNESDAY = { mode: 'hours', opens: '9am', closes: '17:00' };
    form.THURSDAY = { mode: 'hours', opens: '10:00', closes: '10:00' };
    expect(hoursToInput(form)).toEqual({
      input: [],
      errors: { TUESDAY: 'required', WEDNESDAY: 'invalid', THURSDAY: 'invalid' },
    });
  });

  it("starts from a place's hours", () => {
    const form = hoursFormFrom([
      { weekday: 'SATURDAY', closed: false, allDay: false, spans: [{ opens: '18:00', closes: '01:00' }] },
      { weekday: 'SUNDAY', closed: true, allDay: false, spans: [] },
    ]);
    expect(form.SATURDAY).toEqual({ mode: 'hours', opens: '18:00', closes: '01:00' });
    expect(form.SUNDAY.mode).toBe('closed');
    expect(form.MONDAY.mode).toBe('unset');
  });
});

describe('suggest-place validation', () => {
  const valid = {
    nameEn: 'Corniche Cafe',
    nameAr: 'مقهى الكورنيش',
    categoryId: 'cat',
    about: '',
    subcategoryId: '',
    phone: '',
    website: '',
    facebook: '',
    twitter: '',
    youtube: '',
    instagram: '',
  };

  it('requires the English name, the Arabic name and the category of a new place', () => {
    expect(validateFields(suggestPlaceSchema, { ...valid, nameEn: ' ', nameAr: '', categoryId: '' })).toEqual({
      nameEn: 'required',
      nameAr: 'required',
      categoryId: 'required',
    });
    expect(validateFields(suggestPlaceSchema, valid)).toEqual({});
  });

  it('checks lengths, the Arabic name, phone and links', () => {
    expect(
      validateFields(suggestPlaceSchema, {
        ...valid,
        nameEn: 'x',
        nameAr: 'Cafe',
        about: 'a'.repeat(2001),
        phone: '12345',
        website: 'not a url',
        instagram: 'ftp://example.com',
      }),
    ).toEqual({
      nameEn: 'nameLength',
      nameAr: 'invalid',
      about: 'aboutLength',
      phone: 'invalid',
      website: 'invalid',
      instagram: 'invalid',
    });
    expect(
      validateFields(suggestPlaceSchema, { ...valid, phone: '012 600 0000', website: 'https://example.com' }),
    ).toEqual({});
    expect(validateFields(suggestPlaceSchema, { ...valid, phone: '055-123-4567' })).toEqual({});
    expect(validateFields(suggestPlaceSchema, { ...valid, phone: '+966124602005' })).toEqual({});
    expect(validateFields(suggestPlaceSchema, { ...valid, phone: '+96612460200' })).toEqual({ phone: 'invalid' });
  });

  it('requires nothing of an edit but checks what is given', () => {
    expect(validateFields(suggestPlaceEditSchema, { ...valid, nameEn: '', nameAr: '', categoryId: '' })).toEqual({});
    expect(validateFields(suggestPlaceEditSchema, { ...valid, website: 'nope' })).toEqual({ website: 'invalid' });
  });

  it('checks photos in the browser: type, size and count', () => {
    expect(checkPhotos([{ type: 'image/png', size: 100 }])).toBeNull();
    expect(checkPhotos([{ type: 'image/gif', size: 100 }])).toBe('badFile');
    expect(checkPhotos([{ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 }])).toBe('badFile');
    expect(checkPhotos(Array.from({ length: 6 }, () => ({ type: 'image/webp', size: 10 })))).toBe('tooMany');
  });
});

describe('distances', () => {
  it('are shown per locale, in metres under a kilometre', () => {
    expect(formatDistance(1.24, 'en')).toBe('1.2 km');
    expect(formatDistance(0.35, 'en')).toBe('350 m');
    expect(formatDistance(1.24, 'ar')).toMatch(/١٫٢/);
  });
});

describe('addresses', () => {
  it("name the district once, with the locale's separator", () => {
    expect(placeAddress({ address: 'North Corniche Road, Ash Shati, Jeddah', district: 'Ash Shati' }, 'en')).toBe(
      'North Corniche Road, Ash Shati, Jeddah',
    );
    expect(placeAddress({ address: 'Tahlia Street', district: 'Al Khalidiyah' }, 'en')).toBe(
      'Al Khalidiyah, Tahlia Street',
    );
    expect(placeAddress({ address: 'شارع التحلية', district: 'الخالدية' }, 'ar')).toBe('الخالدية، شارع التحلية');
    expect(placeAddress({ address: null, district: null }, 'en')).toBe('');
  });
});

describe('the tags picker', () => {
  const tags = [
    { id: 't1', name: 'Coffee' },
    { id: 't2', name: 'Family friendly' },
    { id: 't3', name: 'مكتبة عامة' },
    { id: 't4', name: 'إطلالة بحرية' },
  ];

  it('folds case, Arabic diacritics, tatweel and letter forms as the places search does', () => {
    expect(foldText('  CoFFee ')).toBe('coffee');
    expect(foldText('مَكْتَبَـة')).toBe('مكتبه');
    expect(foldText('أإآٱ ى ئ ؤ')).toBe('اااا ي ي و');
  });

  it('keeps the tags whose name contains the filter, in their order; all of them for an empty filter', () => {
    expect(tagsMatching(tags, 'f').map((tag) => tag.id)).toEqual(['t1', 't2']);
    expect(tagsMatching(tags, 'FAMILY').map((tag) => tag.id)).toEqual(['t2']);
    expect(tagsMatching(tags, 'مكتبه').map((tag) => tag.id)).toEqual(['t3']);
    expect(tagsMatching(tags, 'اطلاله').map((tag) => tag.id)).toEqual(['t4']);
    expect(tagsMatching(tags, 'zoo')).toEqual([]);
    expect(tagsMatching(tags, '  ')).toEqual(tags);
  });

  it('tells whether a chosen list changed, whatever the order', () => {
    expect(sameMembers(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameMembers([], [])).toBe(true);
    expect(sameMembers(['a'], ['a', 'b'])).toBe(false);
    expect(sameMembers(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(sameMembers(['a', 'a'], ['a', 'b'])).toBe(false);
  });
});
