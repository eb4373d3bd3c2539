// Event templates: arts & exhibitions, heritage & culture, conferences & workshops.
import type { EventTemplate } from '../model.ts';

export const cultureEvents: EventTemplate[] = [
  {
    key: 'new-voices-contemporary-art', format: 'run', categories: ['arts-exhibitions'], venues: ['gallery'],
    title: { en: 'New Voices: Contemporary Saudi Art', ar: 'أصوات جديدة: الفن السعودي المعاصر' },
    summary: {
      en: 'Paintings, installations and video works by twenty emerging Saudi artists {at}.',
      ar: 'لوحات وتركيبات فنية وأعمال فيديو لعشرين فنانًا سعوديًا صاعدًا {at}.',
    },
    pitch: {
      en: 'The exhibition brings together artists from across the Kingdom whose work explores memory, family and the fast-changing city.',
      ar: 'يجمع المعرض فنانين من مختلف مناطق المملكة تتناول أعمالهم الذاكرة والعائلة والمدينة سريعة التحول.',
    },
    audiences: ['adults', 'teens'], tags: ['art', 'indoor', 'air-conditioned'], price: 'free',
  },
  {
    key: 'art-of-arabic-calligraphy', format: 'run', categories: ['arts-exhibitions', 'heritage-culture'], venues: ['gallery', 'heritage'],
    title: { en: 'The Art of Arabic Calligraphy', ar: 'فن الخط العربي' },
    summary: {
      en: 'Masterpieces in thuluth, naskh and diwani scripts, old and new {at}.',
      ar: 'روائع بخطوط الثلث والنسخ والديواني بين القديم والحديث {at}.',
    },
    pitch: {
      en: 'Rare manuscripts hang beside works by living calligraphers, and a resident artist demonstrates the reed pen and ink at set times each day.',
      ar: 'تُعرض مخطوطات نادرة إلى جانب أعمال خطاطين معاصرين، ويقدم خطاط مقيم عروضًا حية بالقلم القصب والحبر في أوقات محددة يوميًا.',
    },
    audiences: ['adults', 'seniors', 'teens'], tags: ['art', 'traditional', 'culture'], price: [25, 40],
  },
  {
    key: 'light-art-trail', format: 'run', categories: ['arts-exhibitions'], venues: ['plaza', 'heritage', 'desert', 'park'],
    title: { en: 'Light Art Trail {at}', ar: 'مسار فنون الضوء {at}' },
    summary: {
      en: 'An after-dark walk past large light installations {at}.',
      ar: 'نزهة ليلية بين أعمال ضوئية ضخمة {at}.',
    },
    pitch: {
      en: 'Artists from Saudi Arabia and abroad use projection, neon and reflective sculpture to reimagine the setting, on a route that takes about an hour.',
      ar: 'يستخدم فنانون من المملكة وخارجها الإسقاط الضوئي والنيون والمنحوتات العاكسة لإعادة تخيل المكان، على مسار يستغرق نحو ساعة.',
    },
    audiences: ['families', 'adults', 'teens'], tags: ['night', 'art', 'photography', 'outdoor'], price: 'free',
  },
  {
    key: 'through-the-lens-photography', format: 'run', categories: ['arts-exhibitions'], venues: ['gallery', 'mall'],
    title: { en: 'Through the Lens: Photographs of the Kingdom', ar: 'بعدسة محلية: صور من المملكة' },
    summary: {
      en: 'Award-winning photographs of Saudi landscapes, people and cities {at}.',
      ar: 'صور فائزة بجوائز لطبيعة المملكة وناسها ومدنها {at}.',
    },
    pitch: {
      en: 'Chosen from a national open call, the images range from the dunes of the Empty Quarter to street life in the old quarters of Jeddah and Riyadh.',
      ar: 'اختيرت الصور من مسابقة وطنية مفتوحة، وتتنوع بين كثبان الربع الخالي والحياة اليومية في الأحياء القديمة بجدة والرياض.',
    },
    audiences: ['adults', 'teens', 'families'], tags: ['photography', 'art', 'indoor'], price: 'free',
  },
  {
    key: 'makers-and-design-market', format: 'multi-day', categories: ['arts-exhibitions'], venues: ['plaza', 'gallery', 'mall'],
    title: { en: 'Makers and Design Market {at}', ar: 'سوق المصممين والحرفيين {at}' },
    summary: {
      en: 'Local designers sell furniture, ceramics, jewellery and prints {at}.',
      ar: 'مصممون محليون يعرضون الأثاث والخزف والمجوهرات والمطبوعات للبيع {at}.',
    },
    pitch: {
      en: 'More than sixty independent studios set up stalls for the weekend, and many run short demonstrations of their craft.',
      ar: 'تنصب أكثر من ستين علامة مستقلة أكشاكها طوال عطلة نهاية الأسبوع، ويقدم كثير منها عروضًا قصيرة لحرفته.',
    },
    audiences: ['adults', 'families'], tags: ['shopping', 'art', 'weekend'], price: 'free',
  },
  {
    key: 'open-air-sculpture-symposium', format: 'run', categories: ['arts-exhibitions'], venues: ['waterfront', 'park', 'desert', 'plaza'],
    title: { en: 'Open-Air Sculpture Symposium', ar: 'ملتقى النحت في الهواء الطلق' },
    summary: {
      en: 'Watch sculptors carve stone and shape metal in public {at}.',
      ar: 'شاهد النحاتين ينحتون الحجر ويشكّلون المعدن أمام الجمهور {at}.',
    },
    pitch: {
      en: 'Twelve sculptors work in the open from morning until evening, and the finished pieces stay on as a permanent public collection.',
      ar: 'يعمل اثنا عشر نحاتًا في الهواء الطلق من الصباح حتى المساء، وتبقى الأعمال المكتملة مجموعة فنية عامة دائمة.',
    },
    audiences: ['families', 'adults', 'people-of-determination'], tags: ['art', 'outdoor', 'photography'], price: 'free',
  },
  {
    key: 'nabati-poetry-evening', format: 'evening', categories: ['heritage-culture'], venues: ['heritage', 'theatre', 'desert'],
    title: { en: 'Nabati Poetry Evening', ar: 'أمسية الشعر النبطي' },
    summary: {
      en: 'Renowned poets recite Nabati verse in a traditional majlis setting {at}.',
      ar: 'شعراء معروفون يلقون قصائد نبطية في أجواء مجلس تقليدي {at}.',
    },
    pitch: {
      en: 'Poets from across the Arabian Peninsula take turns with verses on love, the desert and the homeland, with Saudi coffee and dates served throughout.',
      ar: 'يتناوب شعراء من أنحاء الجزيرة العربية على إلقاء قصائد في الحب والصحراء والوطن، مع تقديم القهوة السعودية والتمر طوال الأمسية.',
    },
    audiences: ['adults', 'seniors'], tags: ['traditional', 'culture', 'night'], price: 'free',
  },
  {
    key: 'traditional-crafts-fair', format: 'multi-day', categories: ['heritage-culture'], venues: ['heritage', 'plaza'],
    title: { en: 'Traditional Crafts Fair', ar: 'معرض الحرف التقليدية' },
    summary: {
      en: 'Weavers, potters and palm-frond artisans at work {at}.',
      ar: 'نساجون وخزافون وحرفيو سعف النخيل يمارسون حرفهم أمام الزوار {at}.',
    },
    pitch: {
      en: 'Craftspeople demonstrate sadu weaving, pottery and palm-leaf basketry, and visitors can join short sessions to try each craft.',
      ar: 'يستعرض الحرفيون نسج السدو وصناعة الفخار وسلال الخوص، ويمكن للزوار المشاركة في جلسات قصيرة لتجربة كل حرفة.',
    },
    audiences: ['families', 'seniors', 'kids'], tags: ['traditional', 'hands-on', 'shopping'], price: 'free',
  },
  {
    key: 'heritage-days', format: 'multi-day', categories: ['heritage-culture', 'festivals'], venues: ['heritage', 'plaza', 'park'],
    title: { en: '{city} Heritage Days', ar: 'أيام {city} التراثية' },
    summary: {
      en: "Folk performances, crafts and traditional food celebrate the region's heritage {at}.",
      ar: 'عروض شعبية وحرف وأكلات تقليدية احتفاءً بتراث المنطقة {at}.',
    },
    pitch: {
      en: 'Families dress in traditional clothes for a weekend of ardah performances, storytelling corners and a market of regional dishes.',
      ar: 'ترتدي العائلات الأزياء التقليدية في عطلة نهاية أسبوع تضم عروض العرضة وأركان الحكايات وسوقًا للأطباق المحلية.',
    },
    audiences: ['families', 'kids', 'seniors', 'people-of-determination'], tags: ['traditional', 'history', 'food'], price: 'free',
  },
  {
    key: 'falconry-display', format: 'daytime', starts: ['09:00', '16:00'], categories: ['heritage-culture'], venues: ['desert', 'park', 'heritage'],
    title: { en: 'Falconry Display', ar: 'عرض الصقور' },
    summary: {
      en: 'Falconers show how saker and peregrine falcons are trained and flown {at}.',
      ar: 'صقارون يستعرضون طرق تدريب صقور الحر والشاهين وإطلاقها {at}.',
    },
    pitch: {
      en: 'The display includes a chase with a lure, a look at traditional hoods and gloves, and a chance to hold a falcon under supervision.',
      ar: 'يتضمن العرض مطاردة للطُعم وتعريفًا بالبرقع والدس التقليديين، وفرصة لحمل الصقر تحت إشراف الصقارين.',
    },
    audiences: ['families', 'kids', 'adults'], tags: ['traditional', 'wildlife', 'outdoor'], price: [30, 60],
  },
  {
    key: 'trade-routes-of-arabia-talk', format: 'evening', categories: ['heritage-culture', 'conferences-workshops'], venues: ['gallery', 'heritage', 'hall'],
    title: { en: 'Evening Talk: Trade Routes of Arabia', ar: 'محاضرة مسائية: طرق التجارة في الجزيرة العربية' },
    summary: {
      en: 'A historian traces the incense, pilgrim and pearl routes that shaped the region {at}.',
      ar: 'مؤرخ يتتبع طرق البخور والحج واللؤلؤ التي شكّلت تاريخ المنطقة {at}.',
    },
    pitch: {
      en: 'Maps, archive photographs and objects from recent excavations illustrate the talk, which is followed by questions from the audience.',
      ar: 'تُعرض خلال المحاضرة خرائط وصور أرشيفية وقطع من تنقيبات حديثة، وتعقبها أسئلة الحضور.',
    },
    audiences: ['adults', 'seniors', 'teens'], tags: ['history', 'educational', 'indoor'], price: 'free',
  },
  {
    key: 'heritage-fashion-show', format: 'evening', categories: ['heritage-culture', 'arts-exhibitions'], venues: ['heritage', 'gallery', 'theatre'],
    title: { en: 'Threads of the Kingdom: Heritage Fashion Show', ar: 'خيوط المملكة: عرض الأزياء التراثية' },
    summary: {
      en: "Designers reinterpret the traditional dress of the Kingdom's regions {at}.",
      ar: 'مصممون يعيدون تقديم الأزياء التقليدية لمناطق المملكة برؤية معاصرة {at}.',
    },
    pitch: {
      en: 'The runway moves from Hijazi embroidery to Asiri colours and Najdi tailoring, each collection introduced by the designer behind it.',
      ar: 'ينتقل العرض من التطريز الحجازي إلى الألوان العسيرية والتفصيل النجدي، ويقدم كل مجموعة المصمم الذي ابتكرها.',
    },
    audiences: ['adults', 'teens'], tags: ['culture', 'art', 'traditional'], price: [50, 120],
  },
  {
    key: 'startup-summit', format: 'multi-day', categories: ['conferences-workshops'], venues: ['hall'],
    title: { en: '{city} Startup Summit', ar: 'قمة {city} لريادة الأعمال' },
    summary: {
      en: 'Founders, investors and mentors meet for two days of talks and pitching {at}.',
      ar: 'رواد أعمال ومستثمرون ومرشدون يلتقون في يومين من الجلسات وعروض المشاريع {at}.',
    },
    pitch: {
      en: 'The programme covers fundraising, hiring and selling across the Gulf, and twenty shortlisted startups pitch to a panel of investors on the final afternoon.',
      ar: 'يغطي البرنامج جمع التمويل والتوظيف والتوسع في أسواق الخليج، وتعرض عشرون شركة ناشئة مختارة مشاريعها أمام لجنة من المستثمرين في اليوم الأخير.',
    },
    audiences: ['adults'], tags: ['networking', 'educational', 'indoor'], price: [150, 600],
  },
  {
    key: 'street-photography-workshop', format: 'daytime', starts: ['07:30', '16:00'], categories: ['conferences-workshops'], venues: ['heritage', 'plaza'],
    title: { en: 'Street Photography Workshop {at}', ar: 'ورشة تصوير الشارع {at}' },
    summary: {
      en: 'Learn composition, light and respectful portrait etiquette on a half-day workshop {at}.',
      ar: 'تعلّم التكوين والإضاءة وآداب تصوير الأشخاص في ورشة لنصف يوم {at}.',
    },
    pitch: {
      en: 'A professional photographer leads small groups on a photo walk, then reviews everyone’s best shots over coffee.',
      ar: 'يقود مصور محترف مجموعات صغيرة في جولة تصوير، ثم يراجع أفضل لقطات المشاركين على فنجان قهوة.',
    },
    audiences: ['adults', 'teens'], tags: ['photography', 'workshop', 'hands-on'], price: [120, 300],
  },
  {
    key: 'pottery-wheel-workshop', format: 'daytime', starts: ['10:00', '17:00'], categories: ['conferences-workshops', 'arts-exhibitions'], venues: ['studio'],
    title: { en: 'Pottery Wheel Workshop', ar: 'ورشة الخزف على الدولاب' },
    summary: {
      en: 'Throw your first bowls and cups on the wheel with a ceramic artist {at}.',
      ar: 'اصنع أول أوعيتك وأكوابك على دولاب الخزف برفقة فنان خزف {at}.',
    },
    pitch: {
      en: 'All clay and tools are provided, and pieces are glazed and fired after the session, ready to collect a week later.',
      ar: 'يُوفَّر الطين والأدوات كافة، وتُزجَّج القطع وتُحرق بعد الورشة لتكون جاهزة للاستلام بعد أسبوع.',
    },
    audiences: ['adults', 'teens', 'people-of-determination'], tags: ['workshop', 'hands-on', 'art'], price: [150, 280],
    organizers: ['nakhla-arts'],
  },
  {
    key: 'future-tech-forum', format: 'multi-day', categories: ['conferences-workshops'], venues: ['hall', 'arena'],
    title: { en: 'Future Tech Forum', ar: 'منتدى تقنيات المستقبل' },
    summary: {
      en: 'Talks and live demos on artificial intelligence, robotics and smart cities {at}.',
      ar: 'جلسات حوارية وعروض حية في الذكاء الاصطناعي والروبوتات والمدن الذكية {at}.',
    },
    pitch: {
      en: 'Engineers from Saudi companies and universities show what they are building, and a student zone offers coding and drone sessions.',
      ar: 'يستعرض مهندسون من شركات وجامعات سعودية ما يعملون عليه، وتقدم منطقة الطلاب جلسات في البرمجة والطائرات المسيّرة.',
    },
    audiences: ['adults', 'teens'], tags: ['educational', 'networking', 'air-conditioned'], price: 'free',
  },
  {
    key: 'creative-writing-workshop', format: 'daytime', starts: ['10:00', '17:00'], categories: ['conferences-workshops'], venues: ['gallery', 'studio', 'heritage'],
    title: { en: 'Arabic Creative Writing Workshop', ar: 'ورشة الكتابة الإبداعية بالعربية' },
    summary: {
      en: 'Find your voice in short stories and poetry with a published Saudi author {at}.',
      ar: 'اكتشف صوتك في القصة القصيرة والشعر مع كاتب سعودي صدرت له أعمال منشورة {at}.',
    },
    pitch: {
      en: 'Participants write from prompts drawn from the setting, share drafts in small groups and leave with a finished short piece.',
      ar: 'يكتب المشاركون انطلاقًا من محفزات مستوحاة من المكان، ويتبادلون المسودات في مجموعات صغيرة، ويغادرون بنص قصير مكتمل.',
    },
    audiences: ['adults', 'teens', 'seniors'], tags: ['workshop', 'culture', 'educational'], price: [90, 200],
    organizers: ['fikra-hub'],
  },
];
