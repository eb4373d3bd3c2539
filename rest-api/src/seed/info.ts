// The informational pages (about, ticketing, companion app, important numbers, terms, privacy), the floating
// popups and the site settings. Page texts live in the database so they change without a release.
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { InfoSection } from '../db/schema.ts';

type Item = InfoSection['items'][number];

const item = (key: string, en: string, ar: string, value = ''): Item => ({ key, name_en: en, name_ar: ar, value });

const section = (
  key: string,
  heading: [string, string],
  body: [string, string] = ['', ''],
  items: Item[] = [],
): InfoSection => ({ key, heading_en: heading[0], heading_ar: heading[1], body_en: body[0], body_ar: body[1], items });

/** Saudi emergency and public-service numbers (Ministry of Interior, Red Crescent, Civil Defence, ministries). */
export const IMPORTANT_NUMBERS: Item[] = [
  item('unified-emergency', 'Unified emergency number', 'رقم الطوارئ الموحد', '911'),
  item('police', 'Police', 'الشرطة', '999'),
  item('ambulance', 'Ambulance (Saudi Red Crescent)', 'الإسعاف (هيئة الهلال الأحمر السعودي)', '997'),
  item('civil-defence', 'Civil Defence (fire)', 'الدفاع المدني (الحريق)', '998'),
  item('traffic', 'Traffic accidents', 'الحوادث المرورية', '993'),
  item('road-security', 'Road security (highways)', 'أمن الطرق', '996'),
  item('coast-guard', 'Border Guard (coast)', 'حرس الحدود (السواحل)', '994'),
  item('najm', 'Najm insurance services (minor accidents)', 'نجم لخدمات التأمين (الحوادث البسيطة)', '920000560'),
  item('balady', 'Municipal services (Balady)', 'الخدمات البلدية (بلدي)', '940'),
  item('health', 'Ministry of Health', 'وزارة الصحة', '937'),
];

interface SeedPage {
  url: string;
  title: [string, string];
  description: [string, string];
  keywords: [string, string];
  sections: InfoSection[];
}

export const INFO_PAGES: SeedPage[] = [
  {
    url: 'about',
    title: ['About us', 'من نحن'],
    description: [
      'Dalil is a bilingual guide to events, experiences and places in Saudi cities, written with the people who live there.',
      'دليل مرشد ثنائي اللغة للفعاليات والتجارب والأماكن في المدن السعودية، يكتبه معنا سكانها.',
    ],
    keywords: ['about Dalil, Saudi city guide, events, places', 'عن دليل, دليل المدن السعودية, فعاليات, أماكن'],
    sections: [
      section(
        'vision',
        ['Our vision', 'رؤيتنا'],
        [
          'To be the first place anyone in Saudi Arabia looks when they wonder what to do today.',
          'أن نكون الوجهة الأولى لكل من في المملكة حين يتساءل: ماذا أفعل اليوم؟',
        ],
      ),
      section(
        'mission',
        ['Our mission', 'رسالتنا'],
        [
          'We gather events, experiences and places city by city, check the details that matter (times, prices, opening hours) and let the community add tips and photos, in Arabic and English.',
          'نجمع الفعاليات والتجارب والأماكن مدينةً مدينة، ونتحقق من التفاصيل المهمة (المواعيد والأسعار وساعات العمل)، ونتيح للمجتمع إضافة النصائح والصور بالعربية والإنجليزية.',
        ],
      ),
      section(
        'interests',
        ['What we care about', 'اهتماماتنا'],
        ['', ''],
        [
          item('culture', 'Culture and heritage', 'الثقافة والتراث'),
          item('family', 'Family outings', 'النزهات العائلية'),
          item('food', 'Food and coffee', 'المأكولات والقهوة'),
          item('nature', 'Nature and adventure', 'الطبيعة والمغامرة'),
          item('arts', 'Arts and music', 'الفنون والموسيقى'),
        ],
      ),
      section('facts', ['Dalil in numbers', 'دليل بالأرقام']),
      section(
        'explore-app',
        ['Explore the app', 'استكشف التطبيق'],
        [
          'Take Dalil with you: save favourites, check in at places and get reminders before events start.',
          'خذ دليل معك: احفظ مفضلاتك، وسجّل حضورك في الأماكن، واحصل على تذكير قبل بدء الفعاليات.',
        ],
      ),
    ],
  },
  {
    url: 'ticketing',
    title: ['Ticketing for organisers', 'خدمة التذاكر للمنظمين'],
    description: [
      'Sell tickets for your event with Dalil: seat maps, vouchers, a waiting list and mobile tickets, 15% cheaper than competing services.',
      'بع تذاكر فعاليتك مع دليل: خرائط المقاعد، والقسائم، وقائمة الانتظار، والتذاكر على الجوال، بسعر أقل بنسبة 15٪ من الخدمات المنافسة.',
    ],
    keywords: ['event ticketing, sell tickets, Saudi organisers', 'بيع التذاكر, تذاكر الفعاليات, منظمي الفعاليات'],
    sections: [
      section(
        'pitch',
        ['Everything you need to sell out', 'كل ما تحتاجه لبيع تذاكرك كاملة'],
        [
          '15% cheaper than competing services, with no setup fee and no monthly cost: you pay only when you sell.',
          'أقل تكلفة بنسبة 15٪ من الخدمات المنافسة، دون رسوم تأسيس ودون تكلفة شهرية: تدفع فقط عندما تبيع.',
        ],
      ),
      section(
        'features',
        ['Features', 'المزايا'],
        ['', ''],
        [
          item('seat-maps', 'Seat maps: let guests pick their seats', 'خرائط المقاعد: يختار الزوار مقاعدهم بأنفسهم'),
          item('vouchers', 'Vouchers and discount codes', 'القسائم وأكواد الخصم'),
          item('waiting-list', 'A waiting list when tickets sell out', 'قائمة انتظار عند نفاد التذاكر'),
          item('mobile-tickets', 'Mobile tickets scanned at the door', 'تذاكر على الجوال تُمسح عند الدخول'),
          item('reports', 'Sales and attendance reports', 'تقارير المبيعات والحضور'),
          item('support', 'Support from our team, in Arabic and English', 'دعم من فريقنا بالعربية والإنجليزية'),
        ],
      ),
      section(
        'contact',
        ['Ready to start?', 'مستعد للبدء؟'],
        [
          'Tell us about your event through the contact form (request type "Advertise") and we will get back to you within two working days.',
          'أخبرنا عن فعاليتك عبر نموذج التواصل (نوع الطلب "إعلان") وسنعود إليك خلال يومي عمل.',
        ],
      ),
    ],
  },
  {
    url: 'app',
    title: ['The Dalil app', 'تطبيق دليل'],
    description: [
      'Get the Dalil app for iPhone and Android: favourites, check-ins and event reminders in your pocket.',
      'حمّل تطبيق دليل لأجهزة آيفون وأندرويد: المفضلة وتسجيل الحضور وتذكيرات الفعاليات في جيبك.',
    ],
    keywords: ['Dalil app, iPhone, Android', 'تطبيق دليل, آيفون, أندرويد'],
    sections: [
      section(
        'features',
        ['Why the app', 'لماذا التطبيق'],
        ['', ''],
        [
          item('favourites', 'Keep favourite lists and share them', 'احتفظ بقوائم مفضلاتك وشاركها'),
          item('reminders', 'Reminders before your events start', 'تذكيرات قبل بدء فعالياتك'),
          item('checkins', 'Check in at places you visit', 'سجّل حضورك في الأماكن التي تزورها'),
        ],
      ),
      section(
        'stores',
        ['Download', 'حمّل التطبيق'],
        ['', ''],
        [
          item('app-store', 'Download on the App Store', 'حمّله من App Store', 'https://apps.apple.com/sa/app/dalil'),
          item(
            'google-play',
            'Get it on Google Play',
            'احصل عليه من Google Play',
            'https://play.google.com/store/apps/details?id=sa.dalil.app',
          ),
        ],
      ),
    ],
  },
  {
    url: 'important-numbers',
    title: ['Important numbers', 'أرقام مهمة'],
    description: [
      'Emergency and public-service phone numbers in Saudi Arabia: police, ambulance, civil defence, traffic and more.',
      'أرقام الطوارئ والخدمات العامة في المملكة العربية السعودية: الشرطة والإسعاف والدفاع المدني والمرور وغيرها.',
    ],
    keywords: ['Saudi emergency numbers, 911, 997, 998', 'أرقام الطوارئ السعودية, 911, 997, 998'],
    sections: [
      section(
        'numbers',
        ['Call for help', 'اتصل للمساعدة'],
        [
          '911 answers every emergency in Riyadh, Makkah, Madinah and the Eastern Province; elsewhere call the service directly.',
          'يستقبل 911 جميع البلاغات الطارئة في الرياض ومكة المكرمة والمدينة المنورة والمنطقة الشرقية، وفي غيرها اتصل بالجهة المختصة مباشرة.',
        ],
        IMPORTANT_NUMBERS,
      ),
    ],
  },
  {
    url: 'terms',
    title: ['Terms of use', 'شروط الاستخدام'],
    description: ['The terms for using Dalil.', 'شروط استخدام دليل.'],
    keywords: ['terms of use', 'شروط الاستخدام'],
    sections: [
      section(
        'use',
        ['Using Dalil', 'استخدام دليل'],
        [
          'Dalil is free to browse. Details of events and places can change: check with the organiser or the place before you go.',
          'تصفح دليل مجاني. قد تتغير تفاصيل الفعاليات والأماكن، لذا تحقق من المنظم أو المكان قبل الذهاب.',
        ],
      ),
      section(
        'content',
        ['What you post', 'ما تنشره'],
        [
          'Tips and photos must be your own, respectful and about the place or event. We remove content that breaks these rules.',
          'يجب أن تكون النصائح والصور من إنتاجك، محترمة، ومتعلقة بالمكان أو الفعالية. نحذف أي محتوى يخالف هذه القواعد.',
        ],
      ),
    ],
  },
  {
    url: 'privacy',
    title: ['Privacy policy', 'سياسة الخصوصية'],
    description: ['How Dalil handles your data.', 'كيف يتعامل دليل مع بياناتك.'],
    keywords: ['privacy policy', 'سياسة الخصوصية'],
    sections: [
      section(
        'data',
        ['What we keep', 'ما نحتفظ به'],
        [
          'Your account details, what you post, and your settings. We do not sell your data and we load no tracking scripts.',
          'بيانات حسابك وما تنشره وإعداداتك. لا نبيع بياناتك ولا نحمّل أي سكربتات تتبع.',
        ],
      ),
      section(
        'notifications',
        ['Notifications', 'الإشعارات'],
        [
          'If you allow notifications, we keep your browser subscription to send them; turn them off in your browser at any time.',
          'إذا سمحت بالإشعارات نحتفظ باشتراك متصفحك لإرسالها، ويمكنك إيقافها من متصفحك في أي وقت.',
        ],
      ),
    ],
  },
];

export const POPUPS = [
  {
    pageUrl: '/ticketing',
    image: '/media/slides/1.svg',
    thumbnail: '/media/slides/1.svg?size=thumb',
    navigationUrl: '/contact?type=advertise',
    nameEn: 'Launch offer for organisers',
    nameAr: 'عرض الإطلاق للمنظمين',
    descriptionEn: 'Sell your first 500 tickets with no commission this season.',
    descriptionAr: 'بع أول 500 تذكرة دون عمولة هذا الموسم.',
    visible: true,
    sortOrder: 1,
  },
  {
    pageUrl: '/ticketing',
    image: '/media/slides/2.svg',
    thumbnail: '/media/slides/2.svg?size=thumb',
    navigationUrl: '/app',
    nameEn: 'Scan tickets with the app',
    nameAr: 'امسح التذاكر بالتطبيق',
    descriptionEn: 'Your door staff can check tickets with the Dalil app.',
    descriptionAr: 'يمكن لفريق الدخول التحقق من التذاكر بتطبيق دليل.',
    visible: true,
    sortOrder: 2,
  },
  {
    pageUrl: '/',
    image: '/media/slides/3.svg',
    thumbnail: '/media/slides/3.svg?size=thumb',
    navigationUrl: '/app',
    nameEn: 'Dalil is on your phone',
    nameAr: 'دليل على جوالك',
    descriptionEn: 'Get reminders before your events start.',
    descriptionAr: 'احصل على تذكيرات قبل بدء فعالياتك.',
    // Hidden until the team switches it on.
    visible: false,
    sortOrder: 1,
  },
];

export const SETTINGS: Record<string, string> = {
  home_list_video_url: '',
  home_list_video_poster: '',
  home_list_video_captions: '',
  show_hijri_dates: 'true',
};

export async function seedInfo(db: Db): Promise<void> {
  await db.insert(t.infoPages).values(
    INFO_PAGES.map((page) => ({
      url: page.url,
      titleEn: page.title[0],
      titleAr: page.title[1],
      descriptionEn: page.description[0],
      descriptionAr: page.description[1],
      keywordsEn: page.keywords[0],
      keywordsAr: page.keywords[1],
      sections: page.sections,
    })),
  );
  await db.insert(t.floatingPopups).values(POPUPS);
  await db
    .insert(t.appSettings)
    .values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
