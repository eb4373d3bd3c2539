import { describe, expect, it } from 'vitest';
import { validateFields } from '../../../forms/validation.ts';
import { happeningSuggestSchema, type HappeningSuggestValues } from './happeningSuggestValidation.ts';

const valid: HappeningSuggestValues = {
  kind: 'EXPERIENCE',
  nameEn: 'Sunset dhow cruise',
  nameAr: 'رحلة غروب',
  information: 'Two hours at sea.',
  startDate: '2026-12-18T17:00',
  finishDate: '2026-12-18T19:00',
  videoUrl: '',
  venueName: '',
  latitude: '',
  longitude: '',
  categoryId: '1',
  organizerName: 'Hind Al-Ghamdi',
  mobile: '0551234567',
  email: 'hind@example.sa',
  officeLocation: '',
};
const errors = (change: Partial<HappeningSuggestValues>) =>
  validateFields(happeningSuggestSchema, { ...valid, ...change });

describe('the suggestion form location', () => {
  it('may be left out, or given as a pair in range (also in Arabic-Indic digits)', () => {
    expect(errors({})).toEqual({});
    expect(errors({ latitude: '21.5433', longitude: '39.1728' })).toEqual({});
    expect(errors({ latitude: '٢١٫٥٤', longitude: '٣٩٫١٧' })).toEqual({});
  });

  it('needs both halves', () => {
    expect(errors({ latitude: '21.5' })).toEqual({ longitude: 'required' });
    expect(errors({ longitude: '39.1' })).toEqual({ latitude: 'required' });
  });

  it('refuses values out of range and text that is not a number', () => {
    expect(errors({ latitude: '95', longitude: '39' })).toEqual({ latitude: 'coordinateRange' });
    expect(errors({ latitude: '21', longitude: '-181' })).toEqual({ longitude: 'coordinateRange' });
    expect(errors({ latitude: '21N', longitude: '39E' })).toEqual({ latitude: 'invalid', longitude: 'invalid' });
  });
});
