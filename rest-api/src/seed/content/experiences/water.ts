// Experience templates on the sea: diving & snorkeling, boat trips.
import type { ExperienceTemplate } from '../model.ts';
import { hours } from '../working-hours.ts';

export const waterExperiences: ExperienceTemplate[] = [
  {
    key: 'discover-scuba-diving',
    hours: hours.sea,
    categories: ['diving-snorkeling'],
    venues: ['reef'],
    title: { en: 'Discover Scuba Diving', ar: 'تجربة الغوص للمبتدئين' },
    summary: {
      en: 'A first dive with a certified instructor in calm, shallow water {at}.',
      ar: 'غطستك الأولى برفقة مدرب معتمد في مياه هادئة وضحلة {at}.',
    },
    pitch: {
      en: 'After a briefing and practice in shallow water, beginners descend to about six metres, one instructor to every two divers.',
      ar: 'بعد شرح مبسط وتدريب في المياه الضحلة، ينزل المبتدئون إلى عمق ستة أمتار تقريبًا، بمعدل مدرب لكل غواصَين.',
    },
    audiences: ['adults', 'teens'],
    tags: ['adventure', 'wildlife', 'guided'],
    price: [350, 650],
  },
  {
    key: 'coral-reef-snorkeling-trip',
    hours: hours.sea,
    categories: ['diving-snorkeling', 'boat-trips'],
    venues: ['reef'],
    title: { en: 'Coral Reef Snorkeling Trip', ar: 'رحلة الغطس السطحي بين الشعاب المرجانية' },
    summary: {
      en: 'Snorkel over colourful coral gardens on a half-day boat trip {at}.',
      ar: 'استمتع بالغطس السطحي فوق حدائق المرجان الملونة في رحلة بحرية لنصف يوم {at}.',
    },
    pitch: {
      en: 'The boat stops at two reef sites chosen for the day’s conditions, with masks, fins and life vests in all sizes.',
      ar: 'يتوقف القارب عند موقعين من الشعاب يُختاران حسب أحوال البحر في ذلك اليوم، مع أقنعة وزعانف وسترات نجاة بجميع المقاسات.',
    },
    audiences: ['families', 'teens', 'adults', 'kids'],
    tags: ['wildlife', 'beach', 'family-friendly'],
    price: [180, 320],
  },
  {
    key: 'night-dive',
    hours: { days: [3, 4, 5, 6], opens: '18:30', closes: '22:30' },
    categories: ['diving-snorkeling'],
    venues: ['reef'],
    title: { en: 'Guided Night Dive', ar: 'الغوص الليلي المصحوب بمرشد' },
    summary: {
      en: 'See the reef come alive after dark with torches and an experienced guide {at}.',
      ar: 'شاهد الشعاب تنبض بالحياة بعد حلول الظلام بالمصابيح وبرفقة مرشد خبير {at}.',
    },
    pitch: {
      en: 'Certified divers meet octopus, lobster and sleeping parrotfish on this single-tank dive, which begins just after sunset.',
      ar: 'يلتقي الغواصون المعتمدون بالأخطبوط والكركند وأسماك الببغاء النائمة في غطسة واحدة تبدأ بعد الغروب مباشرة.',
    },
    audiences: ['adults'],
    tags: ['night', 'adventure', 'wildlife'],
    price: [400, 700],
  },
  {
    key: 'two-tank-reef-dive',
    hours: hours.sea,
    categories: ['diving-snorkeling'],
    venues: ['reef'],
    title: { en: 'Two-Tank Reef Dive', ar: 'رحلة غوص بغطستين إلى الشعاب' },
    summary: {
      en: 'A full morning of diving on walls and coral pinnacles {at}.',
      ar: 'صباح كامل من الغوص عند الجدران المرجانية والقمم الصخرية {at}.',
    },
    pitch: {
      en: 'Two guided dives to around eighteen metres, with tanks, weights and a light lunch on board between dives.',
      ar: 'غطستان مع مرشد إلى عمق ثمانية عشر مترًا تقريبًا، وتشمل الرحلة الأسطوانات والأوزان وغداءً خفيفًا على متن القارب بين الغطستين.',
    },
    audiences: ['adults'],
    tags: ['adventure', 'wildlife', 'guided'],
    price: [450, 800],
  },
  {
    key: 'sunset-dhow-cruise',
    hours: hours.sunsetSea,
    categories: ['boat-trips'],
    venues: ['marina'],
    title: { en: 'Sunset Dhow Cruise', ar: 'رحلة الغروب على مركب تقليدي' },
    summary: {
      en: 'Sail at golden hour on a traditional wooden dhow {at}.',
      ar: 'أبحر وقت الغروب على متن مركب خشبي تقليدي {at}.',
    },
    pitch: {
      en: 'The two-hour cruise serves Arabic coffee, dates and light bites on deck cushions while the crew explains how dhows were built.',
      ar: 'تُقدَّم خلال الرحلة التي تستغرق ساعتين القهوة العربية والتمر والوجبات الخفيفة على جلسات السطح، بينما يشرح الطاقم طريقة بناء المراكب التقليدية.',
    },
    audiences: ['families', 'adults', 'seniors'],
    tags: ['sunset', 'traditional', 'romantic'],
    price: [120, 250],
  },
  {
    key: 'deep-sea-fishing-trip',
    hours: { days: [4, 5, 6], opens: '05:00', closes: '13:00' },
    categories: ['boat-trips'],
    venues: ['marina'],
    title: { en: 'Deep-Sea Fishing Trip', ar: 'رحلة صيد في أعماق البحر' },
    summary: {
      en: 'Head out at dawn with an experienced captain to fish for hamour and kingfish {at}.',
      ar: 'انطلق فجرًا مع قبطان خبير لصيد الهامور والكنعد {at}.',
    },
    pitch: {
      en: 'Rods, bait and tackle are provided, and the crew will clean your catch so you can take it home or have it grilled at the harbour.',
      ar: 'تُوفَّر السنانير والطعم والمعدات، ويتولى الطاقم تنظيف صيدك لتأخذه معك أو تشويه في الميناء.',
    },
    audiences: ['adults', 'teens'],
    tags: ['sunrise', 'group-activity', 'wildlife'],
    price: [300, 700],
  },
  {
    key: 'private-yacht-cruise',
    hours: hours.daytime,
    categories: ['boat-trips'],
    venues: ['marina'],
    title: { en: 'Private Yacht Cruise', ar: 'رحلة يخت خاصة' },
    summary: {
      en: 'Charter a yacht with a captain for a private trip along the coast {at}.',
      ar: 'استأجر يختًا مع قبطانه لرحلة خاصة على امتداد الساحل {at}.',
    },
    pitch: {
      en: 'Up to ten guests can swim, snorkel and relax on board for three hours, with soft drinks and fruit included.',
      ar: 'يمكن لعشرة ضيوف كحد أقصى السباحة والغطس والاسترخاء على متن اليخت لمدة ثلاث ساعات، مع المشروبات والفواكه.',
    },
    audiences: ['families', 'adults'],
    tags: ['luxury', 'waterfront', 'romantic'],
    price: [750, 950],
  },
  {
    key: 'island-hopping-boat-trip',
    hours: hours.sea,
    categories: ['boat-trips'],
    venues: ['marina'],
    title: { en: 'Island Hopping Boat Trip', ar: 'رحلة بحرية بين الجزر' },
    summary: {
      en: 'Visit sandbanks and quiet islands on a day out by boat {at}.',
      ar: 'زر الجزر الهادئة والكثبان الرملية البحرية في يوم كامل بالقارب {at}.',
    },
    pitch: {
      en: 'The boat stops for swimming and beach games on two islands, and the crew keeps an eye out for dolphins on the way.',
      ar: 'يتوقف القارب للسباحة والألعاب الشاطئية في جزيرتين، ويراقب الطاقم الدلافين طوال الطريق.',
    },
    audiences: ['families', 'kids', 'teens', 'adults'],
    tags: ['beach', 'wildlife', 'family-friendly'],
    price: [200, 400],
  },
  {
    key: 'glass-bottom-boat-tour',
    hours: hours.sea,
    categories: ['boat-trips'],
    venues: ['marina', 'reef'],
    title: { en: 'Glass-Bottom Boat Tour', ar: 'جولة القارب ذي القاع الزجاجي' },
    summary: {
      en: 'See fish and coral without getting wet on a glass-bottom boat {at}.',
      ar: 'شاهد الأسماك والمرجان دون أن تبتل على متن قارب بقاع زجاجي {at}.',
    },
    pitch: {
      en: 'The one-hour trip suits young children and older visitors, with a guide naming the fish as they pass beneath the glass.',
      ar: 'تناسب الجولة التي تستغرق ساعة الأطفال الصغار وكبار السن، ويعرّف المرشد بأنواع الأسماك وهي تمر تحت الزجاج.',
    },
    audiences: ['families', 'kids', 'seniors', 'people-of-determination'],
    tags: ['wildlife', 'kid-friendly', 'budget-friendly'],
    price: [90, 150],
  },
];
