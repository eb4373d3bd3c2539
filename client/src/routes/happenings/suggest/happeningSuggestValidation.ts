import { object, string } from 'yup';
import { SAUDI_MOBILE } from '../../../forms/validation.ts';
import { coordinateProblem, type CoordinateAxis } from '../../places/map/coordinates.ts';

/** The add form's required fields (docs/favourites.md); messages take the field's name (suggestMessage.ts). */
export type HappeningSuggestMessageKey =
  'required' | 'invalid' | 'nameLength' | 'aboutLength' | 'finishBeforeStart' | 'coordinateRange';
const message = (key: HappeningSuggestMessageKey) => key;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

const required = () => string().trim().required(message('required'));
const name = () => required().min(2, message('nameLength')).max(100, message('nameLength'));
const optional = () => string().trim().default('');
// Both halves of the location or neither, each a number in its range.
const coordinate = (axis: CoordinateAxis, other: CoordinateAxis) =>
  string()
    .default('')
    .test(axis, (value, context) => {
      const problem = coordinateProblem(axis, value ?? '', (context.parent as Record<string, string>)[other] ?? '');
      return problem ? context.createError({ message: message(problem) }) : true;
    });
const dateTime = () => required().matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, message('invalid'));

/** Riyadh's wall-clock "YYYY-MM-DDTHH:mm" (a datetime-local input) as an instant: Riyadh is UTC+3 all year. */
export const riyadhLocalToIso = (value: string) => new Date(`${value}:00+03:00`).toISOString();

export const happeningSuggestSchema = object({
  kind: required(),
  nameEn: name(),
  nameAr: name(),
  information: required().max(2000, message('aboutLength')),
  startDate: dateTime(),
  finishDate: dateTime().test(
    'after-start',
    message('finishBeforeStart'),
    (value, context) => !value || !context.parent.startDate || value > (context.parent.startDate as string),
  ),
  videoUrl: optional().test('http-url', message('invalid'), (v) => !v || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v)),
  venueName: optional().max(200, message('invalid')),
  latitude: coordinate('latitude', 'longitude'),
  longitude: coordinate('longitude', 'latitude'),
  categoryId: required(),
  organizerName: name(),
  mobile: string()
    .transform((value: string) => value.replace(/[\s-]/g, ''))
    .required(message('required'))
    .matches(SAUDI_MOBILE, message('invalid')),
  email: required().matches(EMAIL, message('invalid')),
  officeLocation: optional().max(300, message('invalid')),
});

export type HappeningSuggestValues = { [Field in keyof typeof happeningSuggestSchema.fields]: string };
