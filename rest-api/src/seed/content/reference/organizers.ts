import type { SeedOrganizer } from '../../types.ts';

interface OrganizerRow {
  slug: string;
  en: string;
  ar: string;
  aboutEn: string;
  aboutAr: string;
  phone: string;
  /** the event and experience categories this organiser usually runs */
  categories: string[];
}

const rows: OrganizerRow[] = [
  {
    slug: 'sahil-live',
    en: 'Sahil Live Productions',
    ar: 'ساحل لايف للإنتاج',
    phone: '+966 12 614 2270',
    aboutEn:
      'A Jeddah-based production house staging concerts and open-air music nights along the Red Sea coast and beyond.',
    aboutAr: 'شركة إنتاج مقرها جدة تنظم الحفلات الموسيقية والأمسيات المفتوحة على ساحل البحر الأحمر وخارجه.',
    categories: ['concerts-music', 'festivals'],
  },
  {
    slug: 'nakhla-arts',
    en: 'Nakhla Arts Collective',
    ar: 'تجمع نخلة للفنون',
    phone: '+966 11 482 9031',
    aboutEn:
      'An artist-run collective that curates exhibitions, residencies and public art projects for Saudi and Arab artists.',
    aboutAr: 'تجمع يديره فنانون ينظم المعارض والإقامات الفنية ومشاريع الفن العام للفنانين السعوديين والعرب.',
    categories: ['arts-exhibitions', 'conferences-workshops'],
  },
  {
    slug: 'turath-journeys',
    en: 'Turath Journeys',
    ar: 'رحلات تراث',
    phone: '+966 55 318 4402',
    aboutEn:
      'Licensed local guides who lead walking tours and heritage trails through the historic quarters of Saudi cities.',
    aboutAr: 'مرشدون محليون مرخّصون يقودون جولات المشي والمسارات التراثية في الأحياء التاريخية للمدن السعودية.',
    categories: ['heritage-tours', 'heritage-culture'],
  },
  {
    slug: 'majlis-culture-house',
    en: 'Majlis Culture House',
    ar: 'بيت المجلس الثقافي',
    phone: '+966 13 857 1166',
    aboutEn:
      'A cultural foundation that hosts poetry evenings, talks and craft fairs celebrating the traditions of the Kingdom.',
    aboutAr: 'مؤسسة ثقافية تستضيف الأمسيات الشعرية والمحاضرات ومعارض الحرف احتفاءً بتقاليد المملكة.',
    categories: ['heritage-culture', 'theatre-comedy'],
  },
  {
    slug: 'falak-astronomy',
    en: 'Falak Astronomy Club',
    ar: 'نادي فلك للفلك',
    phone: '+966 50 774 2185',
    aboutEn:
      'Amateur astronomers who run telescope nights, astrophotography workshops and dark-sky trips across the Kingdom.',
    aboutAr:
      'هواة فلك ينظمون ليالي الرصد بالتلسكوب وورش تصوير النجوم والرحلات إلى مواقع السماء المظلمة في أنحاء المملكة.',
    categories: ['stargazing'],
  },
  {
    slug: 'qimma-adventures',
    en: 'Qimma Adventures',
    ar: 'قمة للمغامرات',
    phone: '+966 53 902 6614',
    aboutEn: 'Certified outdoor instructors offering hikes, climbing, ziplines and other adventures for every level.',
    aboutAr:
      'مدربون معتمدون في الأنشطة الخارجية يقدمون رحلات المشي والتسلق والانزلاق بالحبال وغيرها من المغامرات لجميع المستويات.',
    categories: ['hiking', 'adventure', 'sports'],
  },
  {
    slug: 'marjan-diving',
    en: 'Marjan Diving Center',
    ar: 'مركز مرجان للغوص',
    phone: '+966 12 656 3098',
    aboutEn: 'A dive centre with certified instructors running snorkeling trips, beginner dives and reef excursions.',
    aboutAr:
      'مركز غوص يضم مدربين معتمدين وينظم رحلات الغطس السطحي وتجارب الغوص للمبتدئين والرحلات إلى الشعاب المرجانية.',
    categories: ['diving-snorkeling'],
  },
  {
    slug: 'sufra-culinary',
    en: 'Sufra Culinary Studio',
    ar: 'استوديو سفرة للطهي',
    phone: '+966 11 265 7740',
    aboutEn: 'A cooking school and supper club that teaches regional Saudi recipes and hosts chef-led dinners.',
    aboutAr: 'مدرسة طهي ونادي عشاء يعلّم الوصفات السعودية من مختلف المناطق ويستضيف موائد يعدّها طهاة محترفون.',
    categories: ['cooking-classes', 'food-dining'],
  },
  {
    slug: 'nujoom-family',
    en: 'Nujoom Family Entertainment',
    ar: 'نجوم للترفيه العائلي',
    phone: '+966 920 011 482',
    aboutEn: 'Creators of carnivals, science fairs and children’s shows designed for the whole family.',
    aboutAr: 'صنّاع الكرنفالات ومعارض العلوم وعروض الأطفال المصممة لجميع أفراد العائلة.',
    categories: ['family-kids', 'festivals'],
  },
  {
    slug: 'diwan-stage',
    en: 'Diwan Stage Productions',
    ar: 'ديوان للإنتاج المسرحي',
    phone: '+966 12 663 5512',
    aboutEn: 'A theatre company producing new Saudi plays, family musicals and comedy nights.',
    aboutAr: 'فرقة مسرحية تنتج مسرحيات سعودية جديدة وعروضًا غنائية عائلية وأمسيات كوميدية.',
    categories: ['theatre-comedy'],
  },
  {
    slug: 'riyada-sports',
    en: 'Riyada Sports Events',
    ar: 'ريادة للفعاليات الرياضية',
    phone: '+966 11 410 3377',
    aboutEn: 'Organisers of community runs, tournaments and fan events in stadiums and public spaces.',
    aboutAr: 'منظمو سباقات الجري المجتمعية والبطولات وفعاليات الجماهير في الملاعب والساحات العامة.',
    categories: ['sports'],
  },
  {
    slug: 'fikra-hub',
    en: 'Fikra Knowledge Hub',
    ar: 'مركز فكرة للمعرفة',
    phone: '+966 13 894 2051',
    aboutEn: 'A learning platform running conferences, forums and hands-on workshops for professionals and creatives.',
    aboutAr: 'منصة تعليمية تنظم المؤتمرات والمنتديات وورش العمل التطبيقية للمهنيين والمبدعين.',
    categories: ['conferences-workshops'],
  },
  {
    slug: 'rimal-expeditions',
    en: 'Rimal Desert Expeditions',
    ar: 'رمال لرحلات الصحراء',
    phone: '+966 56 241 8873',
    aboutEn: 'Desert specialists offering dune drives, camel treks and overnight camps with experienced drivers.',
    aboutAr: 'متخصصون في الصحراء يقدمون رحلات التطعيس وركوب الإبل والتخييم الليلي مع سائقين ذوي خبرة.',
    categories: ['desert-safari', 'adventure'],
  },
  {
    slug: 'sakina-wellness',
    en: 'Sakina Wellness',
    ar: 'سكينة للعافية',
    phone: '+966 54 630 1129',
    aboutEn: 'Yoga teachers and therapists who host outdoor classes, meditation sessions and spa retreats.',
    aboutAr: 'مدربو يوغا ومعالجون يقدمون حصصًا في الهواء الطلق وجلسات تأمل وخلوات استرخاء.',
    categories: ['wellness-spa'],
  },
  {
    slug: 'bahr-marine',
    en: 'Bahr Marine Trips',
    ar: 'بحر للرحلات البحرية',
    phone: '+966 13 834 6620',
    aboutEn: 'A licensed boat operator running sunset cruises, fishing trips and island excursions.',
    aboutAr: 'مشغّل قوارب مرخّص ينظم رحلات الغروب البحرية ورحلات الصيد والجولات إلى الجزر.',
    categories: ['boat-trips'],
  },
  {
    slug: 'mawasim-festivals',
    en: 'Mawasim Festivals',
    ar: 'مواسم للمهرجانات',
    phone: '+966 920 033 716',
    aboutEn: 'The team behind seasonal festivals, food markets and city celebrations across the Kingdom.',
    aboutAr: 'الفريق الذي يقف وراء المهرجانات الموسمية وأسواق الطعام واحتفالات المدن في أنحاء المملكة.',
    categories: ['festivals', 'food-dining'],
  },
];

export const organizers: SeedOrganizer[] = rows.map((row) => ({
  slug: row.slug,
  name: { en: row.en, ar: row.ar },
  description: { en: row.aboutEn, ar: row.aboutAr },
  website: `https://${row.slug}.example.sa`,
  phone: row.phone,
  email: `hello@${row.slug}.example.sa`,
}));

/** Organisers that usually run items of the category (never empty for a known category). */
export function organizersFor(categorySlug: string): string[] {
  return rows.filter((row) => row.categories.includes(categorySlug)).map((row) => row.slug);
}
