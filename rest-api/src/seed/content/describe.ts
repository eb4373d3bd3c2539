// The practical closing sentences of a description, chosen by price, audience and setting.
import type { Bilingual, HappeningKind } from '../types.ts';
import type { VenueEntry } from './model.ts';
import type { Random } from './random.ts';

const s = (en: string, ar: string): Bilingual => ({ en, ar });

const FREE_EVENT = [
  s('Entry is free and no booking is needed.', 'الدخول مجاني ولا يتطلب حجزًا مسبقًا.'),
  s('Admission is free, so arrive early for the best spots.', 'الدخول مجاني، لذا احضر مبكرًا لتحظى بأفضل الأماكن.'),
  s(
    'Entry is free, though registering online helps the organisers plan.',
    'الدخول مجاني، ويساعد التسجيل عبر الإنترنت المنظمين على الاستعداد.',
  ),
];
const PAID_EVENT = [
  s('Tickets are limited, so booking ahead is recommended.', 'التذاكر محدودة، لذا يُنصح بالحجز المسبق.'),
  s(
    'Book online to choose your seats and skip the queue at the door.',
    'احجز عبر الإنترنت لاختيار مقعدك وتجنّب الانتظار عند المدخل.',
  ),
  s(
    'Ticket prices include VAT, and doors open an hour before the start.',
    'أسعار التذاكر شاملة ضريبة القيمة المضافة، وتُفتح الأبواب قبل موعد البدء بساعة.',
  ),
];
const PAID_FAMILY = s(
  'Children under three enter free with a paying adult.',
  'يدخل الأطفال دون الثالثة مجانًا برفقة شخص بالغ يحمل تذكرة.',
);
const FREE_EXPERIENCE = [
  s('Taking part is free, but places must be reserved in advance.', 'المشاركة مجانية، لكن يلزم حجز المكان مسبقًا.'),
];
const PAID_EXPERIENCE = [
  s('Prices are per person and include all equipment.', 'الأسعار للشخص الواحد وتشمل جميع المعدات.'),
  s('Groups are kept small, so book a few days ahead.', 'تُحدَّد المجموعات بأعداد صغيرة، لذا احجز قبل موعدك ببضعة أيام.'),
  s(
    'Free cancellation is available up to 24 hours before your slot.',
    'يمكن الإلغاء مجانًا حتى أربع وعشرين ساعة قبل الموعد.',
  ),
];
const COLD_EVENINGS = s(
  'Evenings can turn cold, so bring a light jacket.',
  'قد تبرد الأجواء مساءً، فاحرص على إحضار سترة خفيفة.',
);
const SEA_DAY = s('Bring a hat, sunscreen and a towel.', 'أحضر قبعة وواقيًا من الشمس ومنشفة.');
const ACCESSIBLE = s(
  'The venue has step-free access and accessible seating.',
  'يتوفر في المكان مدخل بلا درجات ومقاعد مهيأة لذوي الإعاقة.',
);

export interface NoteInput {
  kind: HappeningKind;
  free: boolean;
  audiences: string[];
  venue: VenueEntry;
}

/** One or two short practical sentences to close a description. */
export function practicalNotes(input: NoteInput, random: Random): Bilingual[] {
  const { kind, free, audiences, venue } = input;
  const pool = kind === 'event' ? (free ? FREE_EVENT : PAID_EVENT) : free ? FREE_EXPERIENCE : PAID_EXPERIENCE;
  const notes = [random.pick(pool)];
  const has = (...traits: VenueEntry['traits']) => traits.some((trait) => venue.traits.includes(trait));
  if (audiences.includes('people-of-determination') && venue.accessible) notes.push(ACCESSIBLE);
  else if (has('desert', 'mountain') && random.chance(0.7)) notes.push(COLD_EVENINGS);
  else if (kind === 'experience' && has('beach', 'reef', 'marina')) notes.push(SEA_DAY);
  else if (kind === 'event' && !free && audiences.includes('families') && random.chance(0.6)) notes.push(PAID_FAMILY);
  return notes;
}
