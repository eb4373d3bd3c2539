// Experience templates: heritage tours, cooking classes, wellness & spa.
import type { ExperienceTemplate } from '../model.ts';
import { hours } from '../working-hours.ts';

export const cultureWellnessExperiences: ExperienceTemplate[] = [
  {
    key: 'old-quarter-walking-tour', hours: hours.afternoon, categories: ['heritage-tours'], venues: ['heritage', 'archaeology'],
    title: { en: 'Heritage Walking Tour {at}', ar: 'جولة مشي تراثية {at}' },
    summary: {
      en: 'A two-hour walk through historic lanes with a licensed local guide {at}.',
      ar: 'جولة مشي مدتها ساعتان في الأزقة التاريخية مع مرشد محلي مرخّص {at}.',
    },
    pitch: {
      en: 'The guide brings the buildings to life with stories of the families, traders and craftsmen who lived there.',
      ar: 'يحيي المرشد المباني بحكايات العائلات والتجار والحرفيين الذين سكنوها.',
    },
    audiences: ['families', 'adults', 'seniors', 'teens'], tags: ['guided', 'history', 'photography'], price: [60, 150],
    organizers: ['turath-journeys'],
  },
  {
    key: 'heritage-by-night-tour', hours: { days: [3, 4, 5, 6], opens: '19:30', closes: '23:00' }, categories: ['heritage-tours'], venues: ['archaeology', 'heritage'],
    title: { en: 'Heritage by Night Tour', ar: 'جولة التراث الليلية' },
    summary: {
      en: 'Explore historic streets by lantern light after the day has cooled {at}.',
      ar: 'استكشف الشوارع التاريخية على ضوء الفوانيس بعد أن يلطف الجو {at}.',
    },
    pitch: {
      en: 'The evening route includes a rooftop stop for tea and a storyteller who recounts local legends.',
      ar: 'يتضمن المسار المسائي توقفًا على سطح أحد المباني لشرب الشاي، وحكواتيًا يروي الأساطير المحلية.',
    },
    audiences: ['families', 'adults', 'teens'], tags: ['night', 'guided', 'history'], price: [90, 180],
    organizers: ['turath-journeys'],
  },
  {
    key: 'traditional-architecture-tour', hours: hours.morning, categories: ['heritage-tours'], venues: ['heritage'],
    title: { en: 'Traditional Architecture Tour', ar: 'جولة العمارة التقليدية' },
    summary: {
      en: 'Learn how local builders kept homes cool long before air conditioning {at}.',
      ar: 'تعرّف على الطرق التي حافظ بها البناؤون المحليون على برودة البيوت قبل ظهور المكيفات بزمن طويل {at}.',
    },
    pitch: {
      en: 'An architect explains the materials, wind catchers, courtyards and carved doors, with access to a restored house closed to the public.',
      ar: 'يشرح مهندس معماري مواد البناء وملاقف الهواء والأفنية والأبواب المنقوشة، مع زيارة لبيت مرمَّم مغلق أمام العامة.',
    },
    audiences: ['adults', 'seniors'], tags: ['history', 'educational', 'guided'], price: [80, 160],
    organizers: ['turath-journeys'],
  },
  {
    key: 'family-heritage-trail', hours: hours.weekendClasses, categories: ['heritage-tours'], venues: ['heritage'],
    title: { en: 'Family Heritage Treasure Trail', ar: 'مسار الكنز التراثي للعائلة' },
    summary: {
      en: 'A treasure hunt that turns the historic site into a game for children {at}.',
      ar: 'رحلة بحث عن الكنز تحوّل الموقع التاريخي إلى لعبة للأطفال {at}.',
    },
    pitch: {
      en: 'Families solve clues hidden on doors, wells and inscriptions, and finish with a small prize and traditional sweets.',
      ar: 'تحل العائلات ألغازًا مخبأة على الأبواب والآبار والنقوش، وتنتهي الرحلة بجائزة صغيرة وحلويات تقليدية.',
    },
    audiences: ['families', 'kids'], tags: ['kid-friendly', 'history', 'budget-friendly'], price: [40, 80],
  },
  {
    key: 'private-heritage-tour', hours: hours.daytime, categories: ['heritage-tours'], venues: ['archaeology', 'heritage'],
    title: { en: 'Private Guided Heritage Tour', ar: 'جولة تراثية خاصة مع مرشد' },
    summary: {
      en: 'A tailor-made tour for your group with a senior guide and private transport {at}.',
      ar: 'جولة مصممة لمجموعتك مع مرشد خبير ونقل خاص {at}.',
    },
    pitch: {
      en: 'You set the pace and the focus, from architecture to photography, and the guide arranges tea with a local family.',
      ar: 'تختار أنت الإيقاع والاهتمام، من العمارة إلى التصوير، ويرتب المرشد جلسة شاي مع عائلة محلية.',
    },
    audiences: ['families', 'adults', 'seniors', 'people-of-determination'], tags: ['luxury', 'guided', 'history'], price: [450, 900],
    organizers: ['turath-journeys'],
  },
  {
    key: 'saudi-home-cooking-class', hours: hours.classes, categories: ['cooking-classes'], venues: ['studio', 'heritage', 'farm'],
    title: { en: 'Saudi Home Cooking Class', ar: 'درس الطبخ السعودي المنزلي' },
    summary: {
      en: 'Cook a family-style Saudi feast with a home cook and eat it together {at}.',
      ar: 'اطبخ وليمة سعودية على الطريقة المنزلية مع طاهية ماهرة وتناولوها معًا {at}.',
    },
    pitch: {
      en: 'The menu changes with the region and season, from kabsa and saleeg to jareesh and marquq, and you take the recipes home.',
      ar: 'تتغير القائمة بحسب المنطقة والموسم، من الكبسة والسليق إلى الجريش والمرقوق، وتأخذ الوصفات معك.',
    },
    audiences: ['adults', 'families', 'teens'], tags: ['food', 'hands-on', 'traditional'], price: [180, 350],
  },
  {
    key: 'coffee-and-dates-workshop', hours: hours.classes, categories: ['cooking-classes'], venues: ['studio', 'heritage', 'farm', 'gallery'],
    title: { en: 'Saudi Coffee and Dates Workshop', ar: 'ورشة القهوة السعودية والتمور' },
    summary: {
      en: 'Roast, grind and brew Saudi coffee and learn to pair it with dates {at}.',
      ar: 'حمّص القهوة السعودية واطحنها وأعدّها، وتعلّم كيف تقدّمها مع التمر {at}.',
    },
    pitch: {
      en: 'A host walks you through the spices, the dallah and the etiquette of serving, then leads a tasting of five date varieties.',
      ar: 'يعرّفك المضيف على البهارات والدلة وآداب التقديم، ثم يقود جلسة تذوق لخمسة أصناف من التمور.',
    },
    audiences: ['adults', 'seniors', 'families', 'people-of-determination'], tags: ['coffee', 'traditional', 'hands-on'], price: [90, 180],
  },
  {
    key: 'traditional-bread-baking', hours: hours.weekendClasses, categories: ['cooking-classes'], venues: ['farm', 'heritage', 'studio'],
    title: { en: 'Traditional Bread Baking', ar: 'ورشة الخبز التقليدي' },
    summary: {
      en: 'Knead and bake regional breads in a clay oven {at}.',
      ar: 'اعجن واخبز أرغفة محلية في فرن من الطين {at}.',
    },
    pitch: {
      en: 'You will shape tamees, khubz al-tannour and sweet kleija, and share them warm with honey and cheese at the end.',
      ar: 'تشكّل خلال الورشة خبز التميس وخبز التنور والكليجا الحلوة، ثم تتقاسمها ساخنة مع العسل والجبن في الختام.',
    },
    audiences: ['families', 'kids', 'adults'], tags: ['food', 'hands-on', 'family-friendly'], price: [100, 200],
  },
  {
    key: 'little-chefs-cooking-class', hours: hours.weekendClasses, categories: ['cooking-classes'], venues: ['studio', 'mall', 'gallery'],
    title: { en: 'Little Chefs Cooking Class', ar: 'درس الطهاة الصغار' },
    summary: {
      en: 'Children aged six to twelve cook simple, healthy recipes with a chef {at}.',
      ar: 'أطفال من سن السادسة إلى الثانية عشرة يطهون وصفات بسيطة وصحية مع طاهٍ {at}.',
    },
    pitch: {
      en: 'Each child gets an apron and a certificate, and parents are invited back for the tasting at the end of the session.',
      ar: 'يحصل كل طفل على مريلة وشهادة، ويُدعى الأهل للعودة وتذوق الأطباق في نهاية الحصة.',
    },
    audiences: ['kids', 'families'], tags: ['kid-friendly', 'food', 'educational'], price: [80, 150],
  },
  {
    key: 'sunrise-yoga', hours: hours.dawn, categories: ['wellness-spa'], venues: ['beach', 'mountain', 'park', 'desert'],
    title: { en: 'Sunrise Yoga {at}', ar: 'يوغا الشروق {at}' },
    summary: {
      en: 'An hour of gentle yoga and breathing as the day begins {at}.',
      ar: 'ساعة من اليوغا الهادئة وتمارين التنفس مع بداية اليوم {at}.',
    },
    pitch: {
      en: 'Classes suit all levels, mats are provided and the session closes with fresh juice and dates.',
      ar: 'تناسب الحصص جميع المستويات، وتُوفَّر السجادات، وتُختتم الجلسة بالعصير الطازج والتمر.',
    },
    audiences: ['adults', 'seniors', 'teens'], tags: ['sunrise', 'fitness', 'nature'], price: [50, 120],
  },
  {
    key: 'sound-bath-meditation', hours: hours.classes, categories: ['wellness-spa'], venues: ['studio', 'resort', 'desert', 'gallery'],
    title: { en: 'Sound Bath Meditation', ar: 'جلسة التأمل بالأصوات' },
    summary: {
      en: 'Lie back and unwind to singing bowls and gongs {at}.',
      ar: 'استلقِ واسترخِ على أنغام الأوعية الصوتية والصنوج {at}.',
    },
    pitch: {
      en: 'A trained practitioner guides a forty-five-minute session of deep relaxation, with blankets and cushions provided.',
      ar: 'يقود ممارس مدرَّب جلسة استرخاء عميق مدتها خمس وأربعون دقيقة، مع توفير البطانيات والوسائد.',
    },
    audiences: ['adults', 'seniors'], tags: ['indoor', 'romantic', 'group-activity'], price: [120, 250],
  },
  {
    key: 'hammam-and-spa-ritual', hours: hours.lateNight, categories: ['wellness-spa'], venues: ['resort'],
    title: { en: 'Hammam and Spa Ritual', ar: 'طقوس الحمّام والسبا' },
    summary: {
      en: 'A two-hour ritual of steam, scrub and massage with local oils {at}.',
      ar: 'طقوس تمتد ساعتين من البخار والتقشير والتدليك بزيوت محلية {at}.',
    },
    pitch: {
      en: 'Treatments use date-seed scrubs, sidr and Taif rose oil, and end with herbal tea in a quiet relaxation room.',
      ar: 'تعتمد العلاجات على مقشر نوى التمر والسدر وزيت الورد الطائفي، وتنتهي بشاي الأعشاب في غرفة استرخاء هادئة.',
    },
    audiences: ['adults'], tags: ['luxury', 'indoor', 'romantic'], price: [450, 950],
  },
  {
    key: 'mindful-nature-walk', hours: hours.morning, categories: ['wellness-spa', 'hiking'], venues: ['park', 'mountain', 'farm'],
    title: { en: 'Mindful Nature Walk', ar: 'نزهة التأمل في الطبيعة' },
    summary: {
      en: 'A slow, guided walk to reconnect with nature and quiet the mind {at}.',
      ar: 'نزهة بطيئة بصحبة مرشد لاستعادة الصلة بالطبيعة وتهدئة الذهن {at}.',
    },
    pitch: {
      en: 'The guide leads short breathing and listening exercises along the way, ending with herbal tea in the shade.',
      ar: 'يقود المرشد تمارين قصيرة للتنفس والإصغاء على طول الطريق، وتنتهي النزهة بشاي الأعشاب في الظل.',
    },
    audiences: ['adults', 'seniors', 'people-of-determination'], tags: ['nature', 'guided', 'budget-friendly'], price: [60, 120],
    organizers: ['sakina-wellness'],
  },
];
