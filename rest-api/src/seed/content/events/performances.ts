// Event templates: concerts & music, theatre & comedy.
import type { EventTemplate } from '../model.ts';

export const performanceEvents: EventTemplate[] = [
  {
    key: 'open-air-jazz-night', format: 'evening', categories: ['concerts-music'], venues: ['waterfront', 'plaza'],
    title: { en: 'Open-Air Jazz Night {at}', ar: 'أمسية جاز في الهواء الطلق {at}' },
    summary: {
      en: 'Smooth jazz standards and Arabic-inspired improvisation under the night sky {at}.',
      ar: 'مقطوعات جاز هادئة وارتجالات مستوحاة من المقامات العربية تحت سماء الليل {at}.',
    },
    pitch: {
      en: 'A quintet of Saudi and visiting musicians plays two sets of classic standards, bossa nova and new pieces built on Arabic maqam.',
      ar: 'يقدم خماسي من الموسيقيين السعوديين والضيوف فقرتين من كلاسيكيات الجاز والبوسا نوفا وأعمالًا جديدة مبنية على المقامات العربية.',
    },
    audiences: ['adults', 'teens'], tags: ['live-music', 'night', 'outdoor'], price: [95, 250],
  },
  {
    key: 'oud-and-qanun-evening', format: 'evening', categories: ['concerts-music'], venues: ['theatre', 'heritage', 'gallery'],
    title: { en: 'Oud and Qanun Evening', ar: 'أمسية العود والقانون' },
    summary: {
      en: 'An intimate recital of classical Arabic music on oud and qanun {at}.',
      ar: 'أمسية حميمة من الموسيقى العربية الكلاسيكية على العود والقانون {at}.',
    },
    pitch: {
      en: 'Two masters of their instruments revisit great songs of the Hijazi and Egyptian traditions, with a short introduction to the maqam behind each piece.',
      ar: 'يستعيد عازفان متمكنان روائع الأغنية الحجازية والمصرية، مع تعريف قصير بالمقام الذي بُنيت عليه كل مقطوعة.',
    },
    audiences: ['adults', 'seniors'], tags: ['live-music', 'traditional', 'culture'], price: [75, 180],
  },
  {
    key: 'symphony-under-the-stars', format: 'evening', categories: ['concerts-music'], venues: ['plaza', 'desert', 'arena'],
    title: { en: 'Symphony Under the Stars', ar: 'سيمفونية تحت النجوم' },
    summary: {
      en: 'A full orchestra plays film scores and Saudi classics {at}.',
      ar: 'أوركسترا كاملة تعزف موسيقى الأفلام وروائع الأغاني السعودية {at}.',
    },
    pitch: {
      en: 'Sixty musicians and a choir move from famous film themes to new orchestral arrangements of songs by Mohammed Abdu and Talal Maddah.',
      ar: 'ينتقل ستون موسيقيًا برفقة جوقة من أشهر مقطوعات الأفلام إلى توزيعات أوركسترالية جديدة لأغاني محمد عبده وطلال مداح.',
    },
    audiences: ['families', 'adults', 'seniors'], tags: ['live-music', 'night', 'romantic'], price: [150, 650],
  },
  {
    key: 'saudi-indie-sessions', format: 'evening', categories: ['concerts-music'], venues: ['gallery', 'studio', 'plaza'],
    title: { en: 'Saudi Indie Sessions', ar: 'جلسات الموسيقى السعودية المستقلة' },
    summary: {
      en: 'Up-and-coming Saudi bands play original songs in a relaxed standing show {at}.',
      ar: 'فرق سعودية صاعدة تقدم أغانيها الخاصة في حفل وقوف بأجواء مريحة {at}.',
    },
    pitch: {
      en: 'Three emerging acts from the local scene share the stage, moving from acoustic folk to alternative rock, with a DJ set between performances.',
      ar: 'تتقاسم ثلاث فرق صاعدة من المشهد المحلي المسرح، متنقلة بين الموسيقى الشعبية الصوتية والروك البديل، مع فقرات دي جي بين العروض.',
    },
    audiences: ['teens', 'adults'], tags: ['live-music', 'night', 'budget-friendly'], price: [45, 120],
  },
  {
    key: 'khaleeji-hits-live', format: 'evening', categories: ['concerts-music'], venues: ['stadium', 'arena'],
    title: { en: 'Khaleeji Hits Live', ar: 'ليلة الأغنية الخليجية' },
    summary: {
      en: 'Chart-topping Gulf singers perform their best-known songs in one big night {at}.',
      ar: 'نجوم الأغنية الخليجية يقدمون أشهر أغانيهم في ليلة كبرى {at}.',
    },
    pitch: {
      en: "Three of the region's favourite voices take turns on a large stage with a live band, closing with a joint performance of a well-loved classic.",
      ar: 'يتناوب ثلاثة من أحب الأصوات في المنطقة على مسرح ضخم برفقة فرقة موسيقية حية، ويختتمون الحفل بأداء مشترك لأغنية خالدة.',
    },
    audiences: ['teens', 'adults', 'families'], tags: ['live-music', 'night'], price: [195, 950],
  },
  {
    key: 'saudi-folk-music-night', format: 'evening', categories: ['concerts-music', 'heritage-culture'], venues: ['heritage', 'plaza'],
    title: { en: 'Saudi Folk Music Night', ar: 'ليلة الفنون الشعبية السعودية' },
    summary: {
      en: "Drums, clapping and call-and-response singing from the Kingdom's folk traditions {at}.",
      ar: 'طبول وتصفيق وغناء جماعي من الفنون الشعبية في المملكة {at}.',
    },
    pitch: {
      en: 'Troupes perform samri, khatwa and majrour side by side, showing how rhythms and costumes change from one region to the next.',
      ar: 'تؤدي فرق شعبية ألوان السامري والخطوة والمجرور جنبًا إلى جنب، لتكشف كيف تتغير الإيقاعات والأزياء من منطقة إلى أخرى.',
    },
    audiences: ['families', 'adults', 'seniors'], tags: ['traditional', 'live-music', 'culture'], price: 'free',
    organizers: ['majlis-culture-house'],
  },
  {
    key: 'acoustic-sunset-sessions', format: 'evening', categories: ['concerts-music'], venues: ['beach', 'mountain', 'waterfront'],
    title: { en: 'Acoustic Sunset Sessions', ar: 'جلسات الغروب الموسيقية' },
    summary: {
      en: 'Unplugged sets timed to the sunset {at}.',
      ar: 'عزف صوتي هادئ يتزامن مع لحظات الغروب {at}.',
    },
    pitch: {
      en: 'Singer-songwriters perform stripped-back covers and their own songs as the sky changes colour, with beanbags and warm drinks on hand.',
      ar: 'يؤدي مغنون وكتّاب أغانٍ نسخًا هادئة من أغانٍ معروفة وأعمالهم الخاصة بينما تتبدل ألوان السماء، مع جلسات أرضية ومشروبات دافئة.',
    },
    audiences: ['adults', 'teens'], tags: ['sunset', 'live-music', 'romantic'], price: [35, 90],
  },
  {
    key: 'stand-up-comedy-night', format: 'evening', categories: ['theatre-comedy'], venues: ['theatre', 'gallery', 'hall'],
    title: { en: 'Stand-Up Comedy Night', ar: 'ليلة الكوميديا' },
    summary: {
      en: 'Saudi comedians try out new material in Arabic and English {at}.',
      ar: 'كوميديون سعوديون يقدمون فقرات جديدة بالعربية والإنجليزية {at}.',
    },
    pitch: {
      en: 'Four comedians share stories about family, traffic and growing up in the Kingdom, hosted by a regular from the local open-mic scene.',
      ar: 'يروي أربعة كوميديين قصصًا عن العائلة والزحام والنشأة في المملكة، ويقدمهم وجه مألوف من أمسيات المايك المفتوح المحلية.',
    },
    audiences: ['adults', 'teens'], tags: ['night', 'indoor'], price: [75, 200],
  },
  {
    key: 'pearl-diver-family-musical', format: 'multi-day', categories: ['theatre-comedy', 'family-kids'], venues: ['theatre', 'hall'],
    title: { en: 'The Pearl Diver: A Family Musical', ar: 'غوّاص اللؤلؤ: مسرحية غنائية عائلية' },
    summary: {
      en: "A musical about a boy who follows his grandfather's pearl-diving stories out to sea {at}.",
      ar: 'مسرحية غنائية عن صبي يتبع حكايات جده عن الغوص على اللؤلؤ حتى عرض البحر {at}.',
    },
    pitch: {
      en: "Songs, puppets and a revolving wooden dhow bring the Gulf's pearling past to life in a seventy-minute show for ages five and up.",
      ar: 'تعيد الأغاني والدمى ومركب خشبي دوّار إحياء ماضي الغوص على اللؤلؤ في الخليج، في عرض مدته سبعون دقيقة يناسب الأطفال من سن الخامسة.',
    },
    audiences: ['families', 'kids'], tags: ['kid-friendly', 'indoor', 'traditional'], price: [60, 180],
    organizers: ['diwan-stage'],
  },
  {
    key: 'majlis-a-play-in-two-acts', format: 'multi-day', categories: ['theatre-comedy'], venues: ['theatre'],
    title: { en: 'Majlis: A Play in Two Acts', ar: 'المجلس: مسرحية من فصلين' },
    summary: {
      en: 'A new Saudi drama about three generations gathered for one night in the family majlis {at}.',
      ar: 'دراما سعودية جديدة عن ثلاثة أجيال تجتمع ليلة واحدة في مجلس العائلة {at}.',
    },
    pitch: {
      en: 'Written by a young Saudi playwright, the play mixes humour and tension as old secrets come out over coffee, and is performed in Arabic with English surtitles.',
      ar: 'كتبها كاتب مسرحي سعودي شاب، وتمزج بين الفكاهة والتوتر مع انكشاف أسرار قديمة على فناجين القهوة، وتُعرض بالعربية مع ترجمة إنجليزية.',
    },
    audiences: ['adults', 'seniors'], tags: ['culture', 'indoor', 'night'], price: [80, 220],
    organizers: ['diwan-stage'],
  },
  {
    key: 'improv-comedy-show', format: 'evening', categories: ['theatre-comedy'], venues: ['theatre', 'mall', 'studio'],
    title: { en: 'Improv Comedy Show', ar: 'عرض الكوميديا الارتجالية' },
    summary: {
      en: 'A fast, family-friendly comedy show built entirely from audience suggestions {at}.',
      ar: 'عرض كوميدي سريع يناسب العائلة يُبنى بالكامل على اقتراحات الجمهور {at}.',
    },
    pitch: {
      en: 'The troupe turns shouted-out words into songs, scenes and games, so no two nights are the same.',
      ar: 'تحوّل الفرقة الكلمات التي يقترحها الحضور إلى أغانٍ ومشاهد وألعاب، فلا تتشابه ليلتان أبدًا.',
    },
    audiences: ['families', 'teens', 'adults'], tags: ['indoor', 'group-activity'], price: [50, 120],
    organizers: ['diwan-stage'],
  },
  {
    key: 'shadow-puppet-theatre', format: 'daytime', starts: ['10:00', '16:00', '17:00'], categories: ['theatre-comedy', 'family-kids'], venues: ['heritage', 'gallery', 'theatre'],
    title: { en: 'Shadow Puppet Theatre', ar: 'مسرح خيال الظل' },
    summary: {
      en: 'Traditional shadow puppetry retells old Arabian tales for young audiences {at}.',
      ar: 'عروض خيال الظل التقليدية تعيد رواية الحكايات العربية القديمة للصغار {at}.',
    },
    pitch: {
      en: 'After the show, children go behind the screen to see how the leather puppets are made and try moving them themselves.',
      ar: 'بعد العرض، ينتقل الأطفال إلى ما وراء الستارة ليروا كيف تُصنع الدمى الجلدية ويجربوا تحريكها بأنفسهم.',
    },
    audiences: ['kids', 'families'], tags: ['kid-friendly', 'traditional', 'hands-on'], price: [30, 70],
    organizers: ['diwan-stage'],
  },
];
