import type { CityContent } from '../model.ts';
import { hours } from '../working-hours.ts';

export const jeddah: CityContent = {
  city: 'jeddah',
  venues: [
    {
      key: 'al-balad', latitude: 21.483, longitude: 39.1868, traits: ['heritage', 'plaza'], accessible: false,
      name: { en: 'Al-Balad Historic District', ar: 'منطقة جدة التاريخية (البلد)' },
      address: { en: 'Al-Dahab Street, near Nassif House', ar: 'شارع الذهب، بالقرب من بيت نصيف' },
      district: { en: 'Al-Balad', ar: 'البلد' },
      at: { en: 'in Al-Balad', ar: 'في البلد' },
      blurb: {
        en: 'Al-Balad, the UNESCO-listed old town, is known for its coral-stone houses and carved wooden rawasheen balconies.',
        ar: 'تشتهر البلد، المدينة القديمة المسجلة في قائمة التراث العالمي لليونسكو، ببيوتها المبنية من الحجر المنقبي ورواشينها الخشبية المنقوشة.',
      },
    },
    {
      key: 'fountain-promenade', latitude: 21.5165, longitude: 39.1505, traits: ['waterfront', 'plaza'], accessible: true,
      name: { en: "King Fahd's Fountain Promenade", ar: 'ممشى نافورة الملك فهد' },
      address: { en: 'Corniche Road, Al Hamra', ar: 'طريق الكورنيش، حي الحمراء' },
      district: { en: 'Al Hamra', ar: 'الحمراء' },
      at: { en: "by King Fahd's Fountain", ar: 'بجوار نافورة الملك فهد' },
      blurb: {
        en: "The promenade faces King Fahd's Fountain, which sends a jet of sea water more than 300 metres into the sky.",
        ar: 'يطل الممشى على نافورة الملك فهد التي يرتفع ماؤها أكثر من ثلاثمئة متر في السماء.',
      },
    },
    {
      key: 'waterfront', latitude: 21.595, longitude: 39.1075, traits: ['waterfront', 'beach', 'park', 'plaza'], accessible: true,
      name: { en: 'Jeddah Waterfront', ar: 'الواجهة البحرية بجدة' },
      address: { en: 'North Corniche Road, Ash Shati', ar: 'طريق الكورنيش الشمالي، حي الشاطئ' },
      district: { en: 'Ash Shati', ar: 'الشاطئ' },
      at: { en: 'on the Jeddah Waterfront', ar: 'على الواجهة البحرية بجدة' },
      blurb: {
        en: 'The redeveloped waterfront offers wide promenades, shaded lawns and swimming beaches along the Red Sea.',
        ar: 'توفر الواجهة البحرية المطوَّرة ممشى واسعًا ومسطحات خضراء مظللة وشواطئ مخصصة للسباحة على البحر الأحمر.',
      },
    },
    {
      key: 'corniche-circuit', latitude: 21.6319, longitude: 39.1044, traits: ['waterfront', 'plaza'], accessible: true,
      name: { en: 'Jeddah Corniche Circuit', ar: 'حلبة كورنيش جدة' },
      address: { en: 'North Corniche, beside the lagoon', ar: 'الكورنيش الشمالي، بجوار البحيرة' },
      district: { en: 'Ash Shati', ar: 'الشاطئ' },
      at: { en: 'at the Jeddah Corniche Circuit', ar: 'في حلبة كورنيش جدة' },
      blurb: {
        en: 'The street circuit that hosts the Saudi Arabian Grand Prix curves along the lagoon at the northern end of the Corniche.',
        ar: 'تمتد الحلبة التي تستضيف سباق جائزة السعودية الكبرى بمحاذاة البحيرة في الطرف الشمالي من الكورنيش.',
      },
    },
    {
      key: 'superdome', latitude: 21.7585, longitude: 39.1525, traits: ['arena', 'hall'], accessible: true,
      name: { en: 'Jeddah Superdome', ar: 'جدة سوبر دوم' },
      address: { en: 'Madinah Road, west of King Abdullah Sports City', ar: 'طريق المدينة المنورة، غرب مدينة الملك عبدالله الرياضية' },
      district: { en: 'North Jeddah', ar: 'شمال جدة' },
      at: { en: 'at the Jeddah Superdome', ar: 'في جدة سوبر دوم' },
      blurb: {
        en: 'The Superdome is one of the largest column-free domes in the world, with parking for more than five thousand cars.',
        ar: 'تُعد جدة سوبر دوم من أكبر القباب الخالية من الأعمدة في العالم، وتضم مواقف تتسع لأكثر من خمسة آلاف سيارة.',
      },
    },
    {
      key: 'al-jawhara', latitude: 21.7636, longitude: 39.1647, traits: ['stadium'], accessible: true,
      name: { en: 'King Abdullah Sports City Stadium', ar: 'ملعب مدينة الملك عبدالله الرياضية' },
      address: { en: 'King Abdullah Sports City, Madinah Road', ar: 'مدينة الملك عبدالله الرياضية، طريق المدينة المنورة' },
      district: { en: 'North Jeddah', ar: 'شمال جدة' },
      at: { en: 'at Al-Jawhara Stadium', ar: 'في ملعب الجوهرة' },
      blurb: {
        en: 'Nicknamed the Jewel, the 60,000-seat stadium hosts league football and some of the biggest concerts in the city.',
        ar: 'يتسع ملعب الجوهرة لنحو ستين ألف متفرج، ويستضيف مباريات الدوري وعددًا من أكبر الحفلات في المدينة.',
      },
    },
    {
      key: 'hayy-jameel', latitude: 21.6286, longitude: 39.1471, traits: ['gallery', 'studio', 'theatre'], accessible: true,
      name: { en: 'Hayy Jameel', ar: 'حي جميل' },
      address: { en: 'Arwa bint Abdulmutalib Street', ar: 'شارع أروى بنت عبدالمطلب' },
      district: { en: 'Al Muhammadiyah', ar: 'المحمدية' },
      at: { en: 'at Hayy Jameel', ar: 'في حي جميل' },
      blurb: {
        en: "Hayy Jameel is the city's arts complex, with galleries, studios, an independent cinema and a shaded central courtyard.",
        ar: 'حي جميل مجمع فني يضم صالات عرض واستوديوهات وسينما مستقلة وفناءً مركزيًا مظللًا.',
      },
    },
    {
      key: 'red-sea-mall', latitude: 21.6276, longitude: 39.1109, traits: ['mall'], accessible: true,
      name: { en: 'Red Sea Mall', ar: 'رد سي مول' },
      address: { en: 'King Abdulaziz Road', ar: 'طريق الملك عبدالعزيز' },
      district: { en: 'Ash Shati', ar: 'الشاطئ' },
      at: { en: 'at Red Sea Mall', ar: 'في رد سي مول' },
      blurb: {
        en: 'One of the largest malls in Jeddah, it has an events atrium, a family entertainment zone and dozens of restaurants.',
        ar: 'يُعد من أكبر المراكز التجارية في جدة، ويضم ساحة للفعاليات ومنطقة ترفيه عائلية وعشرات المطاعم.',
      },
    },
    {
      key: 'obhur-creek', latitude: 21.713, longitude: 39.1025, traits: ['beach', 'resort', 'waterfront'], accessible: false,
      name: { en: 'Obhur Creek Beach', ar: 'شاطئ شرم أبحر' },
      address: { en: 'Prince Abdullah Al-Faisal Street, Obhur', ar: 'شارع الأمير عبدالله الفيصل، أبحر' },
      district: { en: 'Obhur Al-Shamaliyah', ar: 'أبحر الشمالية' },
      at: { en: 'at Obhur Creek', ar: 'في شرم أبحر' },
      blurb: {
        en: "Obhur's sheltered creek is the city's favourite spot for swimming, kitesurfing and other watersports.",
        ar: 'يُعد شرم أبحر المحمي الوجهة المفضلة في المدينة للسباحة والتزلج الشراعي وغيرها من الرياضات المائية.',
      },
    },
    {
      key: 'yacht-club', latitude: 21.616, longitude: 39.102, traits: ['marina', 'waterfront'], accessible: true,
      name: { en: 'Jeddah Yacht Club Marina', ar: 'مرسى نادي جدة لليخوت' },
      address: { en: 'North Corniche Road', ar: 'طريق الكورنيش الشمالي' },
      district: { en: 'Ash Shati', ar: 'الشاطئ' },
      at: { en: 'at the Jeddah Yacht Club marina', ar: 'في مرسى نادي جدة لليخوت' },
      blurb: {
        en: "The marina's berths and waterside cafes look out over the Red Sea towards the North Corniche.",
        ar: 'تطل مراسي النادي ومقاهيه على البحر الأحمر باتجاه الكورنيش الشمالي.',
      },
    },
    {
      key: 'obhur-reefs', latitude: 21.735, longitude: 39.075, traits: ['reef'], accessible: false,
      name: { en: 'Red Sea Reefs off Obhur', ar: 'الشعاب المرجانية قبالة أبحر' },
      address: { en: 'Boats leave from the Obhur dive jetty', ar: 'تنطلق القوارب من رصيف الغوص في أبحر' },
      district: { en: 'Obhur Al-Shamaliyah', ar: 'أبحر الشمالية' },
      at: { en: 'on the reefs off Obhur', ar: 'في الشعاب المرجانية قبالة أبحر' },
      blurb: {
        en: 'A short boat ride offshore, the fringing reefs teem with parrotfish, clownfish and hard and soft corals.',
        ar: 'على بعد رحلة قصيرة بالقارب، تعج الشعاب المرجانية بأسماك الببغاء وأسماك المهرج والمرجان الصلب واللين.',
      },
    },
  ],
  signatureEvents: [
    {
      key: 'season-on-the-waterfront', venueKey: 'waterfront', format: 'season', categories: ['festivals', 'family-kids'],
      title: { en: 'Jeddah Season on the Waterfront', ar: 'موسم جدة على الواجهة البحرية' },
      summary: {
        en: 'Weeks of street shows, pop-up restaurants and family zones along the Jeddah Waterfront.',
        ar: 'أسابيع من العروض الحية والمطاعم المؤقتة والمناطق العائلية على امتداد الواجهة البحرية بجدة.',
      },
      pitch: {
        en: "Every night brings a different programme: roaming performers, fireworks at weekends, a children's zone and stalls from the city's favourite kitchens.",
        ar: 'تحمل كل ليلة برنامجًا مختلفًا: فنانون جوّالون وألعاب نارية في عطلات نهاية الأسبوع ومنطقة للأطفال وأكشاك لأشهر مطابخ المدينة.',
      },
      venues: [], audiences: ['families', 'kids', 'teens', 'adults'], tags: ['seasonal', 'live-music', 'food'], price: 'free',
      organizers: ['mawasim-festivals'],
    },
    {
      key: 'historic-jeddah-festival', venueKey: 'al-balad', format: 'season', categories: ['heritage-culture', 'festivals'],
      title: { en: 'Historic Jeddah Festival', ar: 'مهرجان جدة التاريخية' },
      summary: {
        en: 'Lanterns, storytellers and craft stalls fill the lanes of Al-Balad for a celebration of old Jeddah.',
        ar: 'تملأ الفوانيس والحكواتيون وأكشاك الحرف أزقة البلد احتفاءً بجدة القديمة.',
      },
      pitch: {
        en: 'Restored merchant houses open their doors, the Hijazi mizmar is danced in the squares each evening and carts sell traditional sweets such as labaniyah.',
        ar: 'تفتح البيوت التجارية المرمَّمة أبوابها للزوار، وتُؤدّى رقصة المزمار الحجازية في الساحات كل مساء، وتبيع العربات الحلويات التقليدية مثل اللبنية.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors'], tags: ['traditional', 'history', 'culture'], price: [25, 50],
      organizers: ['majlis-culture-house'],
    },
    {
      key: 'red-sea-jazz-night', venueKey: 'fountain-promenade', format: 'evening', categories: ['concerts-music'],
      title: { en: 'Red Sea Jazz Night', ar: 'ليلة جاز البحر الأحمر' },
      summary: {
        en: "A seaside jazz concert with King Fahd's Fountain lit up behind the stage.",
        ar: 'حفل جاز على شاطئ البحر تتلألأ خلف مسرحه نافورة الملك فهد.',
      },
      pitch: {
        en: 'A big band from Jeddah and guest soloists from Beirut and Cairo play swing, Latin jazz and their own arrangements of Hijazi songs.',
        ar: 'تعزف فرقة جاز كبيرة من جدة برفقة عازفين ضيوف من بيروت والقاهرة موسيقى السوينغ والجاز اللاتيني وتوزيعات خاصة لأغانٍ حجازية.',
      },
      venues: [], audiences: ['adults', 'seniors'], tags: ['live-music', 'night', 'romantic'], price: [150, 350],
      organizers: ['sahil-live'],
    },
  ],
  signatureExperiences: [
    {
      key: 'rawasheen-walking-tour', venueKey: 'al-balad', hours: hours.afternoon, categories: ['heritage-tours'],
      title: { en: 'Al-Balad Rawasheen Walking Tour', ar: 'جولة الرواشين في البلد' },
      summary: {
        en: 'Discover Nassif House, Souq Al-Alawi and the coral-stone houses of old Jeddah with a local guide.',
        ar: 'اكتشف بيت نصيف وسوق العلوي وبيوت جدة القديمة المبنية من الحجر المنقبي برفقة مرشد محلي.',
      },
      pitch: {
        en: 'The two-hour walk explains how the latticed rawasheen kept houses cool, and ends with Hijazi tea in a restored merchant house.',
        ar: 'تشرح الجولة التي تستغرق ساعتين كيف حافظت الرواشين الخشبية على برودة البيوت، وتنتهي بشاي حجازي في بيت تجاري مرمَّم.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors', 'teens'], tags: ['guided', 'history', 'photography'], price: [80, 150],
    },
    {
      key: 'fountain-sunset-cruise', venueKey: 'yacht-club', hours: hours.sunsetSea, categories: ['boat-trips'],
      title: { en: "Sunset Cruise to King Fahd's Fountain", ar: 'رحلة الغروب البحرية إلى نافورة الملك فهد' },
      summary: {
        en: "Sail down the coast at golden hour and watch King Fahd's Fountain light up from the water.",
        ar: 'أبحر على امتداد الساحل وقت الغروب وشاهد نافورة الملك فهد وهي تتلألأ من وسط البحر.',
      },
      pitch: {
        en: 'The ninety-minute cruise passes the Corniche and the floating mosque before stopping beside the fountain as the lights come on.',
        ar: 'تمر الرحلة التي تستغرق تسعين دقيقة بالكورنيش ومسجد الرحمة قبل أن تتوقف بجوار النافورة لحظة إضاءتها.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors'], tags: ['sunset', 'romantic', 'waterfront'], price: [150, 280],
    },
  ],
};
