import type { CityContent } from '../model.ts';
import { hours } from '../working-hours.ts';

export const dammam: CityContent = {
  city: 'dammam',
  venues: [
    {
      key: 'dammam-corniche', latitude: 26.446, longitude: 50.11, traits: ['waterfront', 'plaza', 'park'], accessible: true,
      name: { en: 'Dammam Corniche', ar: 'كورنيش الدمام' },
      address: { en: 'Gulf Road', ar: 'طريق الخليج' },
      district: { en: 'Ash Shati Al Gharbi', ar: 'الشاطئ الغربي' },
      at: { en: 'on the Dammam Corniche', ar: 'على كورنيش الدمام' },
      blurb: {
        en: "The corniche's long promenade, playgrounds and shaded picnic lawns face the calm waters of the Arabian Gulf.",
        ar: 'يطل ممشى الكورنيش الطويل وملاعبه ومسطحاته الخضراء المظللة على مياه الخليج العربي الهادئة.',
      },
    },
    {
      key: 'half-moon-bay', latitude: 26.186, longitude: 50.056, traits: ['beach', 'desert', 'reef', 'waterfront'], accessible: false,
      name: { en: 'Half Moon Bay', ar: 'شاطئ نصف القمر' },
      address: { en: 'Half Moon Bay Road, south of Al Khobar', ar: 'طريق نصف القمر، جنوب الخبر' },
      district: { en: 'Half Moon Bay', ar: 'نصف القمر' },
      at: { en: 'at Half Moon Bay', ar: 'في شاطئ نصف القمر' },
      blurb: {
        en: 'The crescent-shaped bay south of Al Khobar combines sandy beaches, shallow turquoise water and rolling dunes just behind the shore.',
        ar: 'يجمع الخليج المقوّس جنوب الخبر بين الشواطئ الرملية والمياه الفيروزية الضحلة والكثبان الممتدة خلف الساحل مباشرة.',
      },
    },
    {
      key: 'king-fahd-park', latitude: 26.412, longitude: 50.064, traits: ['park', 'plaza'], accessible: true,
      name: { en: 'King Fahd Park', ar: 'حديقة الملك فهد' },
      address: { en: 'Prince Mohammed bin Fahd Road', ar: 'طريق الأمير محمد بن فهد' },
      district: { en: 'Al Faisaliyah', ar: 'الفيصلية' },
      at: { en: 'at King Fahd Park', ar: 'في حديقة الملك فهد' },
      blurb: {
        en: 'One of the largest parks in the Eastern Province, it has wide lawns, a lake, cycle paths and play areas.',
        ar: 'تُعد من أكبر الحدائق في المنطقة الشرقية، وتضم مسطحات واسعة وبحيرة ومسارات للدراجات ومناطق للعب.',
      },
    },
    {
      key: 'ithra', latitude: 26.3345, longitude: 50.1208, traits: ['gallery', 'studio', 'theatre', 'hall'], accessible: true,
      name: { en: 'Ithra, King Abdulaziz Center for World Culture', ar: 'إثراء، مركز الملك عبدالعزيز الثقافي العالمي' },
      address: { en: 'Ring Road, Dhahran', ar: 'الطريق الدائري، الظهران' },
      district: { en: 'Gharb Al Dhahran', ar: 'غرب الظهران' },
      at: { en: 'at Ithra', ar: 'في إثراء' },
      blurb: {
        en: "Ithra's pebble-shaped tower houses a museum, a library, a theatre, a cinema and creative labs.",
        ar: 'يضم مبنى إثراء المستوحى من شكل الحصى متحفًا ومكتبة ومسرحًا وسينما ومختبرات إبداعية.',
      },
    },
    {
      key: 'khobar-corniche', latitude: 26.299, longitude: 50.22, traits: ['waterfront', 'plaza'], accessible: true,
      name: { en: 'Al Khobar Corniche', ar: 'كورنيش الخبر' },
      address: { en: 'Prince Turki Street', ar: 'شارع الأمير تركي' },
      district: { en: 'Al Khobar Al Shamalia', ar: 'الخبر الشمالية' },
      at: { en: 'on the Al Khobar Corniche', ar: 'على كورنيش الخبر' },
      blurb: {
        en: 'Lined with cafes and the landmark Khobar Water Tower, the corniche is busiest after sunset when the sea breeze arrives.',
        ar: 'تصطف المقاهي على الكورنيش إلى جانب برج المياه الشهير، ويزدحم بعد الغروب مع هبوب نسيم البحر.',
      },
    },
    {
      key: 'marjan-island', latitude: 26.472, longitude: 50.128, traits: ['beach', 'park', 'marina'], accessible: false,
      name: { en: 'Marjan Island', ar: 'جزيرة المرجان' },
      address: { en: 'Dammam Corniche causeway', ar: 'جسر كورنيش الدمام' },
      district: { en: 'Ash Shati', ar: 'الشاطئ' },
      at: { en: 'on Marjan Island', ar: 'في جزيرة المرجان' },
      blurb: {
        en: 'The small man-made island off the Dammam Corniche is reached by a causeway and ringed by a quiet beach.',
        ar: 'جزيرة صغيرة صناعية قبالة كورنيش الدمام يُوصل إليها عبر جسر، ويحيط بها شاطئ هادئ.',
      },
    },
    {
      key: 'tarout-castle', latitude: 26.571, longitude: 50.0665, traits: ['heritage'], accessible: false,
      name: { en: 'Tarout Castle', ar: 'قلعة تاروت' },
      address: { en: 'Tarout Island, Qatif', ar: 'جزيرة تاروت، القطيف' },
      district: { en: 'Tarout', ar: 'تاروت' },
      at: { en: 'at Tarout Castle', ar: 'عند قلعة تاروت' },
      blurb: {
        en: 'Built on a site settled for some five thousand years, Tarout Castle rises above the old town of Tarout Island.',
        ar: 'تقوم قلعة تاروت على موقع استوطنه الإنسان منذ نحو خمسة آلاف عام، وتشرف على البلدة القديمة في جزيرة تاروت.',
      },
    },
    {
      key: 'dareen-harbour', latitude: 26.554, longitude: 50.073, traits: ['marina', 'heritage', 'waterfront'], accessible: false,
      name: { en: 'Dareen Harbour', ar: 'ميناء دارين' },
      address: { en: 'Dareen, Tarout Island', ar: 'دارين، جزيرة تاروت' },
      district: { en: 'Dareen', ar: 'دارين' },
      at: { en: 'at Dareen harbour', ar: 'في ميناء دارين' },
      blurb: {
        en: 'Dareen was once a famous pearling and trading port, and fishing boats still set out from its old harbour every morning.',
        ar: 'كانت دارين ميناءً شهيرًا للؤلؤ والتجارة، ولا تزال قوارب الصيد تنطلق من مينائها القديم كل صباح.',
      },
    },
    {
      key: 'dhahran-expo', latitude: 26.3095, longitude: 50.146, traits: ['hall', 'arena'], accessible: true,
      name: { en: 'Dhahran International Exhibition Center', ar: 'مركز الظهران الدولي للمعارض' },
      address: { en: 'Dammam–Khobar Highway', ar: 'طريق الدمام - الخبر السريع' },
      district: { en: 'Dhahran', ar: 'الظهران' },
      at: { en: 'at the Dhahran Exhibition Center', ar: 'في مركز الظهران الدولي للمعارض' },
      blurb: {
        en: "The centre's flexible halls host conferences, trade shows and family festivals throughout the year.",
        ar: 'تستضيف قاعات المركز المرنة المؤتمرات والمعارض التجارية والمهرجانات العائلية على مدار العام.',
      },
    },
    {
      key: 'mbf-stadium', latitude: 26.3915, longitude: 50.157, traits: ['stadium'], accessible: true,
      name: { en: 'Prince Mohammed bin Fahd Stadium', ar: 'ملعب الأمير محمد بن فهد' },
      address: { en: 'King Saud Street', ar: 'شارع الملك سعود' },
      district: { en: 'Al Amamrah', ar: 'العمامرة' },
      at: { en: 'at Prince Mohammed bin Fahd Stadium', ar: 'في ملعب الأمير محمد بن فهد' },
      blurb: {
        en: 'Home to Ettifaq football club, the stadium fills with fans in club colours on match nights.',
        ar: 'يُعد الملعب معقل نادي الاتفاق، ويمتلئ بالمشجعين بألوان النادي في ليالي المباريات.',
      },
    },
  ],
  signatureEvents: [
    {
      key: 'sharqiah-season-corniche', venueKey: 'dammam-corniche', format: 'season', categories: ['festivals', 'family-kids'],
      title: { en: 'Sharqiah Season on the Corniche', ar: 'موسم الشرقية على الكورنيش' },
      summary: {
        en: 'The Eastern Province season brings shows, markets and fireworks to the Dammam Corniche.',
        ar: 'يحمل موسم الشرقية العروض والأسواق والألعاب النارية إلى كورنيش الدمام.',
      },
      pitch: {
        en: 'Evenings mix Gulf folk bands, a sea-themed play zone for children and a night market of local food and crafts along the water.',
        ar: 'تجمع الأمسيات بين الفرق الشعبية الخليجية ومنطقة ألعاب بحرية للأطفال وسوق ليلي للأكلات والحرف المحلية على امتداد الشاطئ.',
      },
      venues: [], audiences: ['families', 'kids', 'teens', 'adults'], tags: ['seasonal', 'night', 'food'], price: 'free',
      organizers: ['mawasim-festivals'],
    },
    {
      key: 'ithra-creativity-season', venueKey: 'ithra', format: 'run', categories: ['arts-exhibitions', 'conferences-workshops'],
      title: { en: 'Ithra Creativity Season', ar: 'موسم الإبداع في إثراء' },
      summary: {
        en: 'Exhibitions, design talks and open studios celebrating creative talent from the Kingdom and the region.',
        ar: 'معارض وجلسات حوارية في التصميم واستوديوهات مفتوحة احتفاءً بالمواهب الإبداعية في المملكة والمنطقة.',
      },
      pitch: {
        en: 'Each week focuses on a different field, from architecture and product design to film and interactive art, with free talks every evening.',
        ar: 'يركز كل أسبوع على مجال مختلف، من العمارة وتصميم المنتجات إلى السينما والفن التفاعلي، مع جلسات حوارية مجانية كل مساء.',
      },
      venues: [], audiences: ['adults', 'teens'], tags: ['art', 'educational', 'networking'], price: 'free',
      organizers: ['fikra-hub'],
    },
    {
      key: 'half-moon-bay-beach-festival', venueKey: 'half-moon-bay', format: 'multi-day', categories: ['festivals', 'sports'],
      title: { en: 'Half Moon Bay Beach Festival', ar: 'مهرجان شاطئ نصف القمر' },
      summary: {
        en: 'A weekend of beach sports, sandcastle contests and evening concerts at Half Moon Bay.',
        ar: 'عطلة نهاية أسبوع من الرياضات الشاطئية ومسابقات القلاع الرملية والحفلات المسائية في شاطئ نصف القمر.',
      },
      pitch: {
        en: 'Daytime brings paddleboard races, beach football and a sandcastle competition for families, and the stage opens for live music at sunset.',
        ar: 'يشهد النهار سباقات ألواح التجديف وكرة القدم الشاطئية ومسابقة القلاع الرملية للعائلات، ويفتح المسرح أبوابه للموسيقى الحية عند الغروب.',
      },
      venues: [], audiences: ['families', 'kids', 'teens', 'adults'], tags: ['beach', 'live-music', 'weekend'], price: 'free',
    },
  ],
  signatureExperiences: [
    {
      key: 'tarout-dareen-heritage-trail', venueKey: 'tarout-castle', hours: hours.afternoon, categories: ['heritage-tours'],
      title: { en: 'Tarout and Dareen Heritage Trail', ar: 'مسار تاروت ودارين التراثي' },
      summary: {
        en: 'Explore Tarout Castle, the old souq and the pearling port of Dareen on a guided half-day trail.',
        ar: 'استكشف قلعة تاروت والسوق القديم وميناء دارين للؤلؤ في جولة مصحوبة بمرشد لنصف يوم.',
      },
      pitch: {
        en: 'The trail visits the castle and the Ain Al-Awdah spring before driving to Dareen, where a former pearl diver shares stories of the old fleets.',
        ar: 'تزور الجولة القلعة وعين العودة ثم تتجه إلى دارين، حيث يروي غواص لؤلؤ سابق حكايات أساطيل الغوص القديمة.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors'], tags: ['guided', 'history', 'traditional'], price: [90, 180],
    },
    {
      key: 'marjan-island-kayaking', venueKey: 'marjan-island', hours: hours.sea, categories: ['adventure', 'boat-trips'],
      title: { en: 'Kayaking around Marjan Island', ar: 'التجديف بالكاياك حول جزيرة المرجان' },
      summary: {
        en: 'Paddle the calm waters around Marjan Island with views back to the Dammam skyline.',
        ar: 'جدّف في المياه الهادئة حول جزيرة المرجان مع إطلالة على أفق مدينة الدمام.',
      },
      pitch: {
        en: 'Sit-on-top kayaks make the two-hour loop easy for beginners, and instructors point out herons and crabs along the shore.',
        ar: 'تجعل قوارب الكاياك المفتوحة الجولة التي تستغرق ساعتين سهلة للمبتدئين، ويشير المدربون إلى طيور البلشون والسرطانات على الشاطئ.',
      },
      venues: [], audiences: ['families', 'teens', 'adults'], tags: ['waterfront', 'fitness', 'wildlife'], price: [90, 160],
      organizers: ['bahr-marine'],
    },
  ],
};
