import type { CityContent } from '../model.ts';
import { hours } from '../working-hours.ts';

export const abha: CityContent = {
  city: 'abha',
  venues: [
    {
      key: 'al-soudah', latitude: 18.27, longitude: 42.369, traits: ['mountain', 'park'], accessible: false,
      name: { en: 'Al Soudah Park', ar: 'منتزه السودة' },
      address: { en: 'Al Soudah, Asir', ar: 'السودة، منطقة عسير' },
      district: { en: 'Al Soudah', ar: 'السودة' },
      at: { en: 'in Al Soudah', ar: 'في السودة' },
      blurb: {
        en: "At around three thousand metres, Al Soudah's juniper forests and cool fog make it the highest and freshest corner of the Kingdom.",
        ar: 'على ارتفاع يقارب ثلاثة آلاف متر، تجعل غابات العرعر والضباب البارد من السودة أعلى بقاع المملكة وألطفها جوًا.',
      },
    },
    {
      key: 'al-habala', latitude: 18.0356, longitude: 42.8576, traits: ['mountain', 'heritage'], accessible: false,
      name: { en: 'Al Habala Village', ar: 'قرية الحبلة' },
      address: { en: 'Al Habala, south-east of Abha', ar: 'الحبلة، جنوب شرق أبها' },
      district: { en: 'Al Habala', ar: 'الحبلة' },
      at: { en: 'at Al Habala', ar: 'في الحبلة' },
      blurb: {
        en: "Al Habala's clifftop village, once reachable only by rope ladders, is now served by a cable car down the escarpment.",
        ar: 'كانت قرية الحبلة المعلقة على الجرف لا تُبلغ إلا بسلالم الحبال، ويصل إليها اليوم تلفريك يهبط على المنحدر.',
      },
    },
    {
      key: 'rijal-almaa', latitude: 18.214, longitude: 42.27, traits: ['heritage'], accessible: false,
      name: { en: 'Rijal Almaa Heritage Village', ar: 'قرية رجال ألمع التراثية' },
      address: { en: 'Rijal Almaa, west of Abha', ar: 'رجال ألمع، غرب أبها' },
      district: { en: 'Rijal Almaa', ar: 'رجال ألمع' },
      at: { en: 'in Rijal Almaa', ar: 'في رجال ألمع' },
      blurb: {
        en: "Rijal Almaa's stone towers, trimmed with white quartz and brightly painted windows, step down a green valley.",
        ar: 'تتدرج أبراج رجال ألمع الحجرية المزينة بحجر المرو الأبيض والنوافذ الملونة على سفح وادٍ أخضر.',
      },
    },
    {
      key: 'abha-dam-lake', latitude: 18.192, longitude: 42.4955, traits: ['waterfront', 'park'], accessible: true,
      name: { en: 'Abha Dam Lake', ar: 'بحيرة سد أبها' },
      address: { en: 'King Fahd Road, near Abha Dam', ar: 'طريق الملك فهد، بالقرب من سد أبها' },
      district: { en: 'Abha Dam', ar: 'سد أبها' },
      at: { en: 'by Abha Dam Lake', ar: 'على ضفاف بحيرة سد أبها' },
      blurb: {
        en: 'The lake behind Abha Dam is ringed by walking paths, picnic lawns and cafes with mountain views.',
        ar: 'تحيط ببحيرة سد أبها ممرات للمشي ومسطحات للتنزه ومقاهٍ تطل على الجبال.',
      },
    },
    {
      key: 'green-mountain', latitude: 18.2228, longitude: 42.505, traits: ['mountain', 'park', 'plaza'], accessible: true,
      name: { en: 'Green Mountain', ar: 'الجبل الأخضر' },
      address: { en: 'Green Mountain Road, central Abha', ar: 'طريق الجبل الأخضر، وسط أبها' },
      district: { en: 'Al Jabal Al Akhdar', ar: 'الجبل الأخضر' },
      at: { en: 'on Green Mountain', ar: 'على الجبل الأخضر' },
      blurb: {
        en: 'Green Mountain rises above central Abha, and its summit cafes and cable car station glow green after dark.',
        ar: 'يرتفع الجبل الأخضر فوق وسط أبها، وتتوهج مقاهيه ومحطة التلفريك على قمته باللون الأخضر بعد حلول الظلام.',
      },
    },
    {
      key: 'al-muftaha', latitude: 18.219, longitude: 42.5045, traits: ['gallery', 'studio', 'theatre', 'hall'], accessible: true,
      name: { en: 'Al Muftaha Arts Village', ar: 'قرية المفتاحة التشكيلية' },
      address: { en: 'Al Muftaha, central Abha', ar: 'حي المفتاحة، وسط أبها' },
      district: { en: 'Al Muftaha', ar: 'المفتاحة' },
      at: { en: 'at Al Muftaha Arts Village', ar: 'في قرية المفتاحة التشكيلية' },
      blurb: {
        en: "Al Muftaha's restored stone houses hold artists' studios, galleries and the Talal Maddah Theatre.",
        ar: 'تضم بيوت المفتاحة الحجرية المرمَّمة مراسم الفنانين وصالات العرض ومسرح طلال مداح.',
      },
    },
    {
      key: 'art-street', latitude: 18.2, longitude: 42.498, traits: ['plaza'], accessible: true,
      name: { en: 'Abha Art Street', ar: 'شارع الفن في أبها' },
      address: { en: 'Art Street, near Abha Dam', ar: 'شارع الفن، بالقرب من سد أبها' },
      district: { en: 'Abha Dam', ar: 'سد أبها' },
      at: { en: "on Abha's Art Street", ar: 'في شارع الفن بأبها' },
      blurb: {
        en: 'The pedestrian Art Street is lined with cafes, murals and street performers, and comes alive on cool summer evenings.',
        ar: 'تصطف على شارع الفن المخصص للمشاة المقاهي والجداريات وفنانو الشارع، ويعج بالحياة في أمسيات الصيف المعتدلة.',
      },
    },
    {
      key: 'shamsan-castle', latitude: 18.231, longitude: 42.5075, traits: ['archaeology'], accessible: false,
      name: { en: 'Shamsan Castle', ar: 'قلعة شمسان' },
      address: { en: 'Shamsan, north of central Abha', ar: 'شمسان، شمال وسط أبها' },
      district: { en: 'Shamsan', ar: 'شمسان' },
      at: { en: 'at Shamsan Castle', ar: 'عند قلعة شمسان' },
      blurb: {
        en: "The Ottoman-era Shamsan Castle crowns a hill with sweeping views over the city's rooftops.",
        ar: 'تعتلي قلعة شمسان التي تعود إلى العهد العثماني تلًا يطل على أسطح المدينة.',
      },
    },
    {
      key: 'tuesday-souq', latitude: 18.2165, longitude: 42.506, traits: ['heritage', 'plaza'], accessible: true,
      name: { en: 'Souq Al-Thulatha', ar: 'سوق الثلاثاء' },
      address: { en: 'King Saud Street, central Abha', ar: 'شارع الملك سعود، وسط أبها' },
      district: { en: 'Central Abha', ar: 'وسط أبها' },
      at: { en: 'at Souq Al-Thulatha', ar: 'في سوق الثلاثاء' },
      blurb: {
        en: "Abha's historic market sells honey, spices, baskets and colourful Asiri crafts, and is busiest on Tuesdays.",
        ar: 'يبيع سوق أبها التاريخي العسل والبهارات والسلال والمشغولات العسيرية الملونة، ويبلغ ذروة ازدحامه أيام الثلاثاء.',
      },
    },
    {
      key: 'prince-sultan-sports-city', latitude: 18.2425, longitude: 42.5555, traits: ['stadium', 'arena', 'hall'], accessible: true,
      name: { en: 'Prince Sultan Sports City', ar: 'مدينة الأمير سلطان الرياضية' },
      address: { en: 'King Khalid Road', ar: 'طريق الملك خالد' },
      district: { en: 'Al Mansak', ar: 'المنسك' },
      at: { en: 'at Prince Sultan Sports City', ar: 'في مدينة الأمير سلطان الرياضية' },
      blurb: {
        en: "Abha's main sports city sits in a bowl of hills, with a stadium and an indoor hall for tournaments and shows.",
        ar: 'تقع المدينة الرياضية الرئيسية في أبها وسط تلال محيطة، وتضم ملعبًا وصالة مغلقة للبطولات والعروض.',
      },
    },
  ],
  signatureEvents: [
    {
      key: 'abha-summer-festival', venueKey: 'abha-dam-lake', format: 'season', categories: ['festivals', 'family-kids'],
      title: { en: 'Abha Summer Festival', ar: 'مهرجان أبها الصيفي' },
      summary: {
        en: 'The city’s long-running summer festival of concerts, markets and family shows in the cool mountain air.',
        ar: 'مهرجان أبها الصيفي العريق بحفلاته وأسواقه وعروضه العائلية في أجواء الجبال المعتدلة.',
      },
      pitch: {
        en: 'Visitors from across the Gulf come for the mild evenings, with Asiri folk troupes, a children’s theatre tent and a night market by the lake.',
        ar: 'يتوافد الزوار من أنحاء الخليج للاستمتاع بالأمسيات المعتدلة، حيث الفرق الشعبية العسيرية وخيمة مسرح الأطفال والسوق الليلي على ضفاف البحيرة.',
      },
      venues: [], audiences: ['families', 'kids', 'teens', 'adults', 'seniors'], tags: ['seasonal', 'live-music', 'traditional'],
      price: 'free', organizers: ['mawasim-festivals'],
    },
    {
      key: 'al-soudah-mountain-festival', venueKey: 'al-soudah', format: 'multi-day', categories: ['festivals', 'sports'],
      title: { en: 'Al Soudah Mountain Festival', ar: 'مهرجان جبال السودة' },
      summary: {
        en: 'Trail races, mountain-bike rides and folk music among the juniper forests of Al Soudah.',
        ar: 'سباقات جري في المسارات الجبلية وجولات بالدراجات الجبلية وموسيقى شعبية بين غابات العرعر في السودة.',
      },
      pitch: {
        en: 'Races run from 5 km family loops to a 30 km ridge route, and evenings close with Asiri dances around the fire.',
        ar: 'تتنوع السباقات من مسارات عائلية بطول خمسة كيلومترات إلى مسار على القمم بطول ثلاثين كيلومترًا، وتُختتم الأمسيات بالرقصات العسيرية حول النار.',
      },
      venues: [], audiences: ['families', 'teens', 'adults'], tags: ['mountains', 'fitness', 'nature'], price: 'free',
      organizers: ['qimma-adventures'],
    },
    {
      key: 'rijal-almaa-heritage-night', venueKey: 'rijal-almaa', format: 'evening', categories: ['heritage-culture'],
      title: { en: 'Rijal Almaa Heritage Night', ar: 'ليلة التراث في رجال ألمع' },
      summary: {
        en: 'Poetry, Asiri dances and a traditional dinner in the lamp-lit lanes of Rijal Almaa.',
        ar: 'شعر ورقصات عسيرية وعشاء تقليدي في أزقة رجال ألمع المضاءة بالقناديل.',
      },
      pitch: {
        en: 'The evening starts with a visit to the village museum, followed by the khatwa dance and a dinner of areeka with local honey.',
        ar: 'تبدأ الأمسية بزيارة متحف القرية، تليها رقصة الخطوة وعشاء من العريكة بالعسل المحلي.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors'], tags: ['traditional', 'night', 'food'], price: [40, 90],
      organizers: ['majlis-culture-house'],
    },
  ],
  signatureExperiences: [
    {
      key: 'al-soudah-cable-car', venueKey: 'al-soudah', hours: hours.daytime, categories: ['adventure'],
      title: { en: 'Al Soudah Cable Car Ride', ar: 'رحلة تلفريك السودة' },
      summary: {
        en: 'Glide down from the peaks of Al Soudah towards Rijal Almaa on one of the longest cable cars in the Kingdom.',
        ar: 'انطلق من قمم السودة نزولًا نحو رجال ألمع على متن أحد أطول خطوط التلفريك في المملكة.',
      },
      pitch: {
        en: 'The cabins pass over cliffs, terraced farms and baboon troops, and the round trip takes about an hour with a stop at the lower station.',
        ar: 'تمر العربات فوق المنحدرات والمدرجات الزراعية وقطعان القردة، وتستغرق رحلة الذهاب والعودة نحو ساعة مع توقف في المحطة السفلية.',
      },
      venues: [], audiences: ['families', 'kids', 'adults', 'seniors'], tags: ['mountains', 'photography', 'nature'], price: [60, 120],
    },
    {
      key: 'al-habala-village-visit', venueKey: 'al-habala', hours: hours.daytime, categories: ['heritage-tours'],
      title: { en: 'Al Habala Hanging Village Visit', ar: 'زيارة قرية الحبلة المعلقة' },
      summary: {
        en: 'Ride the cable car down to the hanging village of Al Habala and meet the families who keep its traditions.',
        ar: 'انزل بالتلفريك إلى قرية الحبلة المعلقة وتعرّف على الأسر التي تحافظ على تقاليدها.',
      },
      pitch: {
        en: 'Guides explain how villagers farmed the narrow cliff ledges, and the visit includes a performance of the village’s flower-crowned men’s dance.',
        ar: 'يشرح المرشدون كيف زرع أهل القرية حواف الجرف، وتتضمن الزيارة عرضًا لرقصة رجال القرية المتوَّجين بأكاليل الزهور.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors'], tags: ['guided', 'mountains', 'traditional'], price: [80, 160],
    },
    {
      key: 'tandem-paragliding', venueKey: 'green-mountain', categories: ['adventure'],
      hours: { days: [4, 5, 6], opens: '07:00', closes: '12:00' },
      title: { en: 'Tandem Paragliding over the Asir Mountains', ar: 'الطيران المظلي المزدوج فوق جبال عسير' },
      summary: {
        en: 'Fly with a certified pilot above the green slopes and valleys around Abha.',
        ar: 'حلّق برفقة طيار معتمد فوق السفوح الخضراء والأودية المحيطة بأبها.',
      },
      pitch: {
        en: 'Flights take off in the calm morning air and last fifteen to twenty minutes, with photos and video filmed from the wing.',
        ar: 'تنطلق الرحلات في هواء الصباح الهادئ وتستمر بين خمس عشرة وعشرين دقيقة، مع صور ومقاطع فيديو تُلتقط من المظلة.',
      },
      venues: [], audiences: ['adults', 'teens'], tags: ['mountains', 'photography'], price: [650, 900],
      organizers: ['qimma-adventures'],
    },
  ],
};
