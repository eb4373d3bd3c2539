// What each place category looks like in the seed: name stems (combined with districts), its subcategories, blurbs,
// usual tags, features and opening hours.
import type { Bilingual } from '../types.ts';
import type { HoursPattern } from './hours-patterns.ts';

export interface CategoryCatalog {
  slug: string;
  stems: { name: Bilingual; subcategory: string }[];
  /** a blurb with `only` suits just those subcategories */
  blurbs: (Bilingual & { only?: string[] })[];
  tags: string[];
  features: string[];
  /** weighted: a pattern listed twice is twice as likely */
  hours: HoursPattern[];
  /** only in cities by the sea */
  coastalOnly?: boolean;
}

const bi = (en: string, ar: string): Bilingual => ({ en, ar });
const stem = (subcategory: string, en: string, ar: string) => ({ name: bi(en, ar), subcategory });

export const CATALOG: CategoryCatalog[] = [
  {
    slug: 'restaurants',
    stems: [
      stem('saudi-cuisine', 'Najd Kitchen', 'مطبخ نجد'),
      stem('saudi-cuisine', 'Bait Al Mandi', 'بيت المندي'),
      stem('saudi-cuisine', 'Kabsa House', 'دار الكبسة'),
      stem('seafood', 'Pearl Seafood', 'لؤلؤة البحر للمأكولات البحرية'),
      stem('seafood', 'Fish Market Grill', 'مشويات سوق السمك'),
      stem('grills', 'Charcoal & Spice', 'الفحم والبهارات'),
      stem('grills', 'Al Fanar Grill', 'مشويات الفنار'),
      stem('international', 'Olive Tree Bistro', 'مطعم شجرة الزيتون'),
      stem('international', 'Sakura Table', 'طاولة ساكورا'),
      stem('fast-food', 'Burger Yard', 'ساحة البرجر'),
      stem('fast-food', 'Shawarma Corner', 'ركن الشاورما'),
      stem('saudi-cuisine', 'Hijazi Flavours', 'نكهات حجازية'),
    ],
    blurbs: [
      {
        only: ['saudi-cuisine'],
        ...bi(
          'Families come for generous platters of rice and slow-cooked lamb served on the floor majlis.',
          'تقصده العائلات لأطباق الأرز واللحم المطهو ببطء في جلسات أرضية.',
        ),
      },
      {
        only: ['grills', 'saudi-cuisine'],
        ...bi(
          'The open kitchen grills over charcoal, and the terrace fills up after the evening prayer.',
          'يشوي المطبخ المفتوح على الفحم، وتمتلئ الجلسات الخارجية بعد صلاة العشاء.',
        ),
      },
      bi(
        'A short menu of fresh dishes, with a quiet family section and quick takeaway.',
        'قائمة قصيرة من الأطباق الطازجة مع قسم عائلي هادئ وخدمة طلبات سريعة.',
      ),
    ],
    tags: ['food', 'family-friendly', 'traditional', 'night'],
    features: ['wifi', 'parking', 'family_friendly', 'delivery', 'reservations', 'outdoor_seating'],
    hours: ['late', 'late', 'split', 'allDay', 'evening'],
  },
  {
    slug: 'cafes',
    stems: [
      stem('specialty-coffee', 'Roast Lab', 'مختبر التحميص'),
      stem('specialty-coffee', 'Third Wave Coffee', 'قهوة الموجة الثالثة'),
      stem('specialty-coffee', 'Brew Theory', 'نظرية التحضير'),
      stem('arabic-coffee', 'Cardamom House', 'بيت الهيل'),
      stem('arabic-coffee', 'Dallah Majlis', 'مجلس الدلة'),
      stem('bakery-cafe', 'Saj Bakery', 'مخبز الصاج'),
      stem('bakery-cafe', 'Date Palm Bakehouse', 'مخبز النخلة'),
      stem('specialty-coffee', 'Qahwa Corner', 'زاوية القهوة'),
    ],
    blurbs: [
      {
        only: ['specialty-coffee'],
        ...bi(
          'Single-origin beans roasted in-house, poured over slowly at a long wooden bar.',
          'حبوب أحادية المصدر تُحمَّص في المكان وتُحضَّر بالتقطير على طاولة خشبية طويلة.',
        ),
      },
      {
        only: ['arabic-coffee'],
        ...bi(
          'Saudi coffee with cardamom and saffron, served with dates in a traditional majlis.',
          'قهوة سعودية بالهيل والزعفران تُقدَّم مع التمر في مجلس تقليدي.',
        ),
      },
      {
        only: ['bakery-cafe'],
        ...bi(
          'Warm bread and pastries from the oven every morning, and a quiet corner to work.',
          'خبز ومعجنات دافئة من الفرن كل صباح، وركن هادئ للعمل.',
        ),
      },
    ],
    tags: ['coffee', 'indoor', 'romantic', 'air-conditioned'],
    features: ['wifi', 'outdoor_seating', 'delivery', 'wheelchair_access'],
    hours: ['cafe', 'cafe', 'allDay', 'split', 'weekendNights'],
  },
  {
    slug: 'malls',
    stems: [
      stem('shopping-center', 'Plaza Mall', 'بلازا مول'),
      stem('shopping-center', 'Gate Mall', 'مجمع البوابة'),
      stem('shopping-center', 'Center Point', 'سنتر بوينت'),
      stem('traditional-souq', 'Gold Souq', 'سوق الذهب'),
      stem('traditional-souq', 'Spice Souq', 'سوق البهارات'),
      stem('outlet', 'Outlet Village', 'قرية المنافذ'),
    ],
    blurbs: [
      {
        only: ['shopping-center', 'outlet'],
        ...bi(
          'Fashion, electronics and a food court under one air-conditioned roof, with a play area for children.',
          'أزياء وإلكترونيات وساحة مطاعم تحت سقف واحد مكيَّف، مع منطقة ألعاب للأطفال.',
        ),
      },
      {
        only: ['traditional-souq'],
        ...bi(
          'Narrow lanes of small shops selling gold, oud, spices and textiles.',
          'أزقة ضيقة من المحلات الصغيرة تبيع الذهب والعود والبهارات والأقمشة.',
        ),
      },
    ],
    tags: ['shopping', 'indoor', 'air-conditioned', 'family-friendly'],
    features: ['parking', 'family_friendly', 'wheelchair_access', 'prayer_room', 'wifi'],
    hours: ['mall', 'mall', 'mall', 'split'],
  },
  {
    slug: 'museums',
    stems: [
      stem('history-museum', 'Heritage House Museum', 'متحف بيت التراث'),
      stem('art-gallery', 'Calligraphy Gallery', 'معرض الخط العربي'),
      stem('art-gallery', 'Modern Art Space', 'مساحة الفن الحديث'),
      stem('science-center', 'Discovery Science Center', 'مركز الاكتشاف العلمي'),
      stem('history-museum', 'City Museum', 'متحف المدينة'),
    ],
    blurbs: [
      {
        only: ['history-museum', 'science-center'],
        ...bi(
          'Rooms of manuscripts, coins and old photographs tell the story of the city.',
          'قاعات من المخطوطات والعملات والصور القديمة تروي حكاية المدينة.',
        ),
      },
      {
        only: ['art-gallery', 'science-center'],
        ...bi(
          'Rotating exhibitions of Saudi artists, with workshops for children at the weekend.',
          'معارض متجددة لفنانين سعوديين، مع ورش للأطفال في عطلة نهاية الأسبوع.',
        ),
      },
    ],
    tags: ['culture', 'history', 'art', 'educational', 'indoor'],
    features: ['parking', 'wheelchair_access', 'family_friendly', 'prayer_room'],
    hours: ['museum', 'museum', 'daytime', 'none'],
  },
  {
    slug: 'parks',
    stems: [
      stem('city-park', 'Garden Park', 'حديقة البستان'),
      stem('city-park', 'Palm Park', 'حديقة النخيل'),
      stem('family-park', 'Family Gardens', 'حدائق العائلة'),
      stem('walkway', 'Jasmine Walkway', 'ممشى الياسمين'),
      stem('walkway', 'Green Trail', 'الممشى الأخضر'),
      stem('family-park', 'Playground Park', 'حديقة الألعاب'),
    ],
    blurbs: [
      bi(
        'Lawns, shaded seating and a running track that fills up once the heat breaks.',
        'مسطحات خضراء وجلسات مظللة ومسار للجري يزدحم عندما تنكسر حرارة النهار.',
      ),
      bi(
        'A lit walkway lined with palms, with playgrounds and kiosks along the way.',
        'ممشى مضاء تحفه النخيل، مع ملاعب للأطفال وأكشاك على الطريق.',
      ),
    ],
    tags: ['outdoor', 'nature', 'family-friendly', 'kid-friendly', 'fitness'],
    features: ['parking', 'family_friendly', 'wheelchair_access'],
    hours: ['evening', 'allDay', 'none', 'daytime'],
  },
  {
    slug: 'beaches',
    coastalOnly: true,
    stems: [
      stem('public-beach', 'Coral Beach', 'شاطئ المرجان'),
      stem('public-beach', 'Sunset Beach', 'شاطئ الغروب'),
      stem('beach-club', 'Blue Lagoon Beach Club', 'نادي الشاطئ الأزرق'),
      stem('public-beach', 'Pearl Bay Beach', 'شاطئ خليج اللؤلؤ'),
      stem('beach-club', 'Marina Beach Club', 'نادي شاطئ المارينا'),
    ],
    blurbs: [
      bi(
        'Calm water, shaded umbrellas and a family section, with snorkelling over the reef.',
        'مياه هادئة ومظلات وقسم للعائلات، مع الغطس فوق الشعاب المرجانية.',
      ),
      bi(
        'A sandy beach that glows at sunset, with kayaks and paddle boards for hire.',
        'شاطئ رملي يتوهج عند الغروب، مع قوارب الكاياك وألواح التجديف للإيجار.',
      ),
    ],
    tags: ['beach', 'waterfront', 'sunset', 'outdoor'],
    features: ['parking', 'family_friendly', 'outdoor_seating'],
    hours: ['allDay', 'none', 'daytime', 'evening'],
  },
  {
    slug: 'hotels',
    stems: [
      stem('luxury-hotel', 'Grand Palace Hotel', 'فندق القصر الكبير'),
      stem('business-hotel', 'Business Tower Hotel', 'فندق برج الأعمال'),
      stem('resort', 'Oasis Resort', 'منتجع الواحة'),
      stem('boutique-hotel', 'Courtyard Boutique Hotel', 'فندق الفناء بوتيك'),
      stem('business-hotel', 'Horizon Suites', 'أجنحة الأفق'),
    ],
    blurbs: [
      bi(
        'Rooms with city views, a spa and an all-day dining restaurant.',
        'غرف تطل على المدينة، ومنتجع صحي ومطعم يعمل طوال اليوم.',
      ),
      bi(
        'A quiet stay close to the business district, with meeting rooms and a rooftop pool.',
        'إقامة هادئة بالقرب من حي الأعمال، مع قاعات اجتماعات ومسبح على السطح.',
      ),
    ],
    tags: ['luxury', 'indoor', 'air-conditioned'],
    features: ['wifi', 'parking', 'reservations', 'wheelchair_access', 'prayer_room'],
    hours: ['allDay'],
  },
  {
    slug: 'heritage-sites',
    stems: [
      stem('historic-district', 'Old Merchant House', 'بيت التاجر القديم'),
      stem('fort', 'Watchtower', 'برج المراقبة'),
      stem('archaeological-site', 'Ancient Well', 'البئر القديمة'),
      stem('historic-district', 'Mud Brick Village', 'القرية الطينية'),
    ],
    blurbs: [
      bi(
        'Restored walls of stone and mud brick, with guides who tell the stories of the families who lived here.',
        'جدران مرممة من الحجر والطين، ومرشدون يروون قصص العائلات التي سكنت المكان.',
      ),
      bi(
        'A landmark of the old city, best visited in the late afternoon light.',
        'معلم من معالم المدينة القديمة، وأجمل وقت لزيارته ضوء العصر.',
      ),
    ],
    tags: ['history', 'traditional', 'photography', 'culture', 'outdoor'],
    features: ['parking', 'family_friendly'],
    hours: ['daytime', 'museum', 'none', 'evening'],
  },
];
