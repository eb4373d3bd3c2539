import type { CityContent } from '../model.ts';

export const riyadh: CityContent = {
  city: 'riyadh',
  venues: [
    {
      key: 'boulevard-city', latitude: 24.768, longitude: 46.603, traits: ['arena', 'plaza', 'theatre'], accessible: true,
      name: { en: 'Boulevard City', ar: 'بوليفارد سيتي' },
      address: { en: 'Prince Turki bin Abdulaziz Al Awwal Road', ar: 'طريق الأمير تركي بن عبدالعزيز الأول' },
      district: { en: 'Hittin', ar: 'حطين' },
      at: { en: 'at Boulevard City', ar: 'في بوليفارد سيتي' },
      blurb: {
        en: "Boulevard City is Riyadh's entertainment district, packed with theatres, restaurants, fountains and light shows.",
        ar: 'بوليفارد سيتي هي منطقة الترفيه في الرياض، وتزخر بالمسارح والمطاعم والنوافير وعروض الإضاءة.',
      },
    },
    {
      key: 'at-turaif', latitude: 24.734, longitude: 46.5725, traits: ['archaeology'], accessible: false,
      name: { en: 'At-Turaif District, Diriyah', ar: 'حي الطريف في الدرعية' },
      address: { en: 'At-Turaif, Diriyah', ar: 'حي الطريف، الدرعية' },
      district: { en: 'Diriyah', ar: 'الدرعية' },
      at: { en: 'in At-Turaif', ar: 'في حي الطريف' },
      blurb: {
        en: 'At-Turaif, the mud-brick birthplace of the first Saudi state, is a UNESCO World Heritage Site overlooking Wadi Hanifa.',
        ar: 'حي الطريف، مهد الدولة السعودية الأولى المبني من الطين، موقع مسجل في قائمة التراث العالمي لليونسكو ويطل على وادي حنيفة.',
      },
    },
    {
      key: 'bujairi-terrace', latitude: 24.736, longitude: 46.576, traits: ['plaza', 'heritage'], accessible: true,
      name: { en: 'Bujairi Terrace', ar: 'مطل البجيري' },
      address: { en: 'Al Bujairi, Diriyah', ar: 'حي البجيري، الدرعية' },
      district: { en: 'Diriyah', ar: 'الدرعية' },
      at: { en: 'at Bujairi Terrace', ar: 'في مطل البجيري' },
      blurb: {
        en: 'Bujairi Terrace gathers restaurants and cafes on a terrace with views across the valley to the ruins of At-Turaif.',
        ar: 'يجمع مطل البجيري المطاعم والمقاهي على شرفة تطل عبر الوادي على أطلال حي الطريف.',
      },
    },
    {
      key: 'kafd', latitude: 24.762, longitude: 46.64, traits: ['hall', 'plaza'], accessible: true,
      name: { en: 'King Abdullah Financial District', ar: 'مركز الملك عبدالله المالي' },
      address: { en: 'Northern Ring Road', ar: 'الطريق الدائري الشمالي' },
      district: { en: 'Al Aqiq', ar: 'العقيق' },
      at: { en: 'in the King Abdullah Financial District', ar: 'في مركز الملك عبدالله المالي' },
      blurb: {
        en: "The financial district's glass towers are linked by shaded walkways, plazas and a conference centre.",
        ar: 'ترتبط أبراج المركز المالي الزجاجية بممرات مظللة وساحات ومركز للمؤتمرات.',
      },
    },
    {
      key: 'masmak', latitude: 24.6312, longitude: 46.7134, traits: ['heritage', 'plaza'], accessible: false,
      name: { en: 'Masmak Fortress', ar: 'قصر المصمك' },
      address: { en: 'Imam Turki bin Abdullah Street', ar: 'شارع الإمام تركي بن عبدالله' },
      district: { en: 'Ad Dirah', ar: 'الديرة' },
      at: { en: 'at Masmak Fortress', ar: 'عند قصر المصمك' },
      blurb: {
        en: 'The clay and mud-brick Masmak Fortress, taken by King Abdulaziz in 1902, stands at the heart of old Riyadh.',
        ar: 'يقف قصر المصمك المبني من الطين واللبن، الذي استعاده الملك عبدالعزيز عام 1902، في قلب الرياض القديمة.',
      },
    },
    {
      key: 'national-museum', latitude: 24.6477, longitude: 46.7103, traits: ['gallery', 'park'], accessible: true,
      name: { en: 'National Museum of Saudi Arabia', ar: 'المتحف الوطني السعودي' },
      address: { en: 'King Saud Road, King Abdulaziz Historical Center', ar: 'طريق الملك سعود، مركز الملك عبدالعزيز التاريخي' },
      district: { en: 'Al Murabba', ar: 'المربع' },
      at: { en: 'at the National Museum', ar: 'في المتحف الوطني' },
      blurb: {
        en: "Set in the gardens of the King Abdulaziz Historical Center, the museum traces Arabia's story from prehistory to the modern Kingdom.",
        ar: 'يقع المتحف وسط حدائق مركز الملك عبدالعزيز التاريخي، ويروي تاريخ الجزيرة العربية منذ عصور ما قبل التاريخ حتى المملكة الحديثة.',
      },
    },
    {
      key: 'king-fahd-stadium', latitude: 24.7891, longitude: 46.8398, traits: ['stadium'], accessible: true,
      name: { en: 'King Fahd International Stadium', ar: 'استاد الملك فهد الدولي' },
      address: { en: 'Al Thumamah Road', ar: 'طريق الثمامة' },
      district: { en: 'East Riyadh', ar: 'شرق الرياض' },
      at: { en: 'at King Fahd International Stadium', ar: 'في استاد الملك فهد الدولي' },
      blurb: {
        en: "The stadium's tent-like roof shelters almost 60,000 seats and has become a landmark of east Riyadh.",
        ar: 'يظلل سقف الاستاد المستوحى من الخيام قرابة ستين ألف مقعد، وأصبح معلمًا بارزًا في شرق الرياض.',
      },
    },
    {
      key: 'ricec', latitude: 24.7538, longitude: 46.7012, traits: ['hall'], accessible: true,
      name: { en: 'Riyadh International Convention and Exhibition Center', ar: 'مركز الرياض الدولي للمؤتمرات والمعارض' },
      address: { en: 'King Abdullah Road', ar: 'طريق الملك عبدالله' },
      district: { en: 'Al Mursalat', ar: 'المرسلات' },
      at: { en: 'at the Riyadh Exhibition Center', ar: 'في مركز الرياض الدولي للمعارض' },
      blurb: {
        en: "The centre's halls host trade fairs, book fairs and conferences throughout the year.",
        ar: 'تستضيف قاعات المركز المعارض التجارية ومعارض الكتب والمؤتمرات على مدار العام.',
      },
    },
    {
      key: 'wadi-hanifa', latitude: 24.688, longitude: 46.589, traits: ['park', 'waterfront'], accessible: true,
      name: { en: 'Wadi Hanifa Park', ar: 'متنزه وادي حنيفة' },
      address: { en: 'Wadi Hanifa, near Irqah', ar: 'وادي حنيفة، بالقرب من حي عرقة' },
      district: { en: 'Irqah', ar: 'عرقة' },
      at: { en: 'in Wadi Hanifa', ar: 'في وادي حنيفة' },
      blurb: {
        en: "The restored valley runs for kilometres along Riyadh's western edge, with palm groves, lakes and walking and cycling trails.",
        ar: 'يمتد الوادي المؤهَّل لعدة كيلومترات على الطرف الغربي للرياض، وتتخلله بساتين النخيل والبحيرات ومسارات المشي والدراجات.',
      },
    },
    {
      key: 'edge-of-the-world', latitude: 24.956, longitude: 45.99, traits: ['mountain'], accessible: false,
      name: { en: 'Edge of the World (Jebel Fihrayn)', ar: 'حافة العالم (جبل فهرين)' },
      address: { en: 'Off the Salbukh road, north-west of Riyadh', ar: 'طريق صلبوخ، شمال غرب الرياض' },
      district: { en: 'Tuwaiq Escarpment', ar: 'جبال طويق' },
      at: { en: 'at the Edge of the World', ar: 'عند حافة العالم' },
      blurb: {
        en: 'The sheer cliffs of the Tuwaiq escarpment drop hundreds of metres to an ancient seabed, one of the most dramatic views near the capital.',
        ar: 'تنحدر منحدرات جبال طويق مئات الأمتار نحو قاع بحر قديم، لتمنح واحدًا من أروع المشاهد قرب العاصمة.',
      },
    },
    {
      key: 'red-sands', latitude: 24.535, longitude: 46.3, traits: ['desert'], accessible: false,
      name: { en: 'Red Sands Dunes', ar: 'كثبان الرمال الحمراء' },
      address: { en: 'Makkah Road, west of Riyadh', ar: 'طريق مكة المكرمة، غرب الرياض' },
      district: { en: 'Al Muzahimiyah', ar: 'المزاحمية' },
      at: { en: 'in the Red Sands dunes', ar: 'في كثبان الرمال الحمراء' },
      blurb: {
        en: 'Less than an hour from the city, the rust-coloured dunes are a favourite for sandboarding, quad biking and winter camping.',
        ar: 'على بعد أقل من ساعة من المدينة، تُعد الكثبان ذات اللون الأحمر وجهة مفضلة للتزلج على الرمال وقيادة الدراجات الرباعية والتخييم الشتوي.',
      },
    },
    {
      key: 'jax-district', latitude: 24.705, longitude: 46.584, traits: ['gallery', 'studio', 'theatre'], accessible: true,
      name: { en: 'JAX District', ar: 'حي جاكس' },
      address: { en: 'Diriyah industrial area', ar: 'المنطقة الصناعية بالدرعية' },
      district: { en: 'Diriyah', ar: 'الدرعية' },
      at: { en: 'in the JAX District', ar: 'في حي جاكس' },
      blurb: {
        en: 'Former warehouses in JAX have been turned into galleries, artist studios, a cinema and cafes.',
        ar: 'تحولت المستودعات القديمة في حي جاكس إلى صالات عرض واستوديوهات للفنانين وسينما ومقاهٍ.',
      },
    },
    {
      key: 'king-abdullah-park', latitude: 24.666, longitude: 46.738, traits: ['park', 'plaza'], accessible: true,
      name: { en: 'King Abdullah Park', ar: 'حديقة الملك عبدالله' },
      address: { en: 'Al Ahsa Street', ar: 'شارع الأحساء' },
      district: { en: 'Al Malaz', ar: 'الملز' },
      at: { en: 'at King Abdullah Park', ar: 'في حديقة الملك عبدالله' },
      blurb: {
        en: "The park's lawns, lake and dancing fountain make it one of the capital's favourite family spots in the evening.",
        ar: 'تجعل المسطحات الخضراء والبحيرة والنافورة الراقصة من الحديقة إحدى أحب الوجهات العائلية في العاصمة مساءً.',
      },
    },
    {
      key: 'riyadh-park', latitude: 24.7557, longitude: 46.6296, traits: ['mall'], accessible: true,
      name: { en: 'Riyadh Park Mall', ar: 'رياض بارك' },
      address: { en: 'Northern Ring Road', ar: 'الطريق الدائري الشمالي' },
      district: { en: 'Al Aqiq', ar: 'العقيق' },
      at: { en: 'at Riyadh Park Mall', ar: 'في رياض بارك' },
      blurb: {
        en: "The mall's glass-roofed atrium hosts pop-up events between its cinemas, shops and restaurants.",
        ar: 'تستضيف الساحة المركزية ذات السقف الزجاجي فعاليات مؤقتة بين دور السينما والمتاجر والمطاعم.',
      },
    },
  ],
  signatureEvents: [
    {
      key: 'season-at-boulevard-city', venueKey: 'boulevard-city', format: 'season', categories: ['festivals', 'family-kids'],
      title: { en: 'Riyadh Season at Boulevard City', ar: 'موسم الرياض في بوليفارد سيتي' },
      summary: {
        en: 'The capital’s biggest season of shows, restaurants and rides, open every evening at Boulevard City.',
        ar: 'أكبر موسم للعروض والمطاعم والألعاب في العاصمة، يفتح أبوابه كل مساء في بوليفارد سيتي.',
      },
      pitch: {
        en: 'Themed zones change every few weeks, with international stage shows, a giant screen for football nights and a fountain show every half hour.',
        ar: 'تتجدد المناطق المختلفة كل بضعة أسابيع، مع عروض مسرحية عالمية وشاشة عملاقة لليالي كرة القدم وعرض للنوافير كل نصف ساعة.',
      },
      venues: [], audiences: ['families', 'kids', 'teens', 'adults'], tags: ['seasonal', 'night', 'live-music'], price: [50, 150],
      organizers: ['mawasim-festivals'],
    },
    {
      key: 'turaif-light-and-sound-show', venueKey: 'at-turaif', format: 'run', categories: ['heritage-culture', 'arts-exhibitions'],
      title: { en: 'At-Turaif Light and Sound Show', ar: 'عرض الصوت والضوء في حي الطريف' },
      summary: {
        en: 'Projections on the mud-brick palaces of At-Turaif tell the story of the first Saudi state.',
        ar: 'عروض ضوئية على قصور حي الطريف الطينية تروي قصة الدولة السعودية الأولى.',
      },
      pitch: {
        en: 'The twenty-minute show plays every half hour after sunset, with narration in Arabic and English and an original orchestral score.',
        ar: 'يُقدَّم العرض الذي يستغرق عشرين دقيقة كل نصف ساعة بعد الغروب، بسرد باللغتين العربية والإنجليزية وموسيقى أوركسترالية خاصة.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors', 'teens'], tags: ['history', 'night', 'photography'], price: [50, 120],
      organizers: ['majlis-culture-house'],
    },
    {
      key: 'bujairi-najdi-supper', venueKey: 'bujairi-terrace', format: 'evening', categories: ['food-dining'],
      title: { en: 'Najdi Supper at Bujairi Terrace', ar: 'عشاء نجدي في مطل البجيري' },
      summary: {
        en: 'A long-table Najdi dinner with views over the illuminated ruins of At-Turaif.',
        ar: 'عشاء نجدي على طاولة طويلة يطل على أطلال حي الطريف المضاءة.',
      },
      pitch: {
        en: 'Chefs serve a five-course menu of jareesh, qursan, kleija and slow-cooked lamb, with Saudi coffee poured at the table.',
        ar: 'يقدم الطهاة قائمة من خمسة أطباق تشمل الجريش والقرصان والكليجا ولحم الضأن المطهو ببطء، مع القهوة السعودية على المائدة.',
      },
      venues: [], audiences: ['adults', 'seniors'], tags: ['food', 'luxury', 'traditional'], price: [380, 750],
      organizers: ['sufra-culinary'],
    },
  ],
  signatureExperiences: [
    {
      key: 'edge-of-the-world-sunset-hike', venueKey: 'edge-of-the-world', categories: ['hiking'],
      hours: { days: [4, 5, 6], opens: '13:00', closes: '21:00' },
      title: { en: 'Edge of the World Sunset Hike', ar: 'رحلة مشي إلى حافة العالم عند الغروب' },
      summary: {
        en: 'A guided 4x4 trip and cliff-top hike to watch the sun set over the Tuwaiq escarpment.',
        ar: 'رحلة بسيارة دفع رباعي ومشي على قمم المنحدرات لمشاهدة الغروب فوق جبال طويق.',
      },
      pitch: {
        en: 'After a ninety-minute drive from the city, the group hikes about five kilometres along the rim before a picnic dinner at the viewpoint.',
        ar: 'بعد ساعة ونصف بالسيارة من المدينة، تمشي المجموعة نحو خمسة كيلومترات على حافة الجرف قبل عشاء خفيف عند نقطة المشاهدة.',
      },
      venues: [], audiences: ['adults', 'teens'], tags: ['sunset', 'photography', 'guided'], price: [250, 450],
      organizers: ['qimma-adventures'],
    },
    {
      key: 'masmak-old-riyadh-walk', venueKey: 'masmak', categories: ['heritage-tours'],
      hours: { days: [0, 1, 2, 3, 4, 5, 6], opens: '16:00', closes: '21:00' },
      title: { en: 'Masmak and Old Riyadh Walk', ar: 'جولة المصمك والرياض القديمة' },
      summary: {
        en: 'Walk from Masmak Fortress through Souq Al-Zal and Deira to learn how modern Riyadh began.',
        ar: 'تجول من قصر المصمك عبر سوق الزل والديرة لتتعرف على بدايات الرياض الحديثة.',
      },
      pitch: {
        en: 'The guide retells the night the fortress was taken in 1902, then leads the group through the antiques and carpet stalls of Souq Al-Zal.',
        ar: 'يروي المرشد أحداث ليلة استعادة القصر عام 1902، ثم يقود المجموعة بين محلات التحف والسجاد في سوق الزل.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors'], tags: ['guided', 'history', 'shopping'], price: [60, 120],
    },
  ],
};
