import type { CityContent } from '../model.ts';
import { hours } from '../working-hours.ts';

export const alula: CityContent = {
  city: 'alula',
  venues: [
    {
      key: 'old-town', latitude: 26.622, longitude: 37.919, traits: ['heritage', 'plaza'], accessible: false,
      name: { en: 'AlUla Old Town', ar: 'البلدة القديمة في العلا' },
      address: { en: 'Old Town, AlUla', ar: 'البلدة القديمة، العلا' },
      district: { en: 'Old Town', ar: 'البلدة القديمة' },
      at: { en: 'in AlUla Old Town', ar: 'في البلدة القديمة بالعلا' },
      blurb: {
        en: 'More than nine hundred mud-brick houses crowd the lanes of the Old Town, overlooked by the hilltop Musa bin Nusayr Fort.',
        ar: 'تتلاصق أكثر من تسعمئة دار طينية في أزقة البلدة القديمة، وتشرف عليها قلعة موسى بن نصير من أعلى التل.',
      },
    },
    {
      key: 'hegra', latitude: 26.791, longitude: 37.953, traits: ['archaeology'], accessible: false,
      name: { en: 'Hegra', ar: 'الحِجر' },
      address: { en: 'Hegra archaeological site, north of AlUla', ar: 'موقع الحجر الأثري، شمال العلا' },
      district: { en: 'Hegra', ar: 'الحجر' },
      at: { en: 'in Hegra', ar: 'في الحِجر' },
      blurb: {
        en: "Hegra, the Kingdom's first UNESCO World Heritage Site, holds more than a hundred Nabataean tombs carved into sandstone outcrops.",
        ar: 'يضم الحِجر، أول موقع سعودي يُدرج في قائمة التراث العالمي لليونسكو، أكثر من مئة مقبرة نبطية منحوتة في الصخور الرملية.',
      },
    },
    {
      key: 'elephant-rock', latitude: 26.696, longitude: 37.964, traits: ['desert', 'plaza'], accessible: true,
      name: { en: 'Elephant Rock', ar: 'جبل الفيل' },
      address: { en: 'Elephant Rock, north-east of AlUla', ar: 'جبل الفيل، شمال شرق العلا' },
      district: { en: 'Jabal AlFil', ar: 'جبل الفيل' },
      at: { en: 'at Elephant Rock', ar: 'عند جبل الفيل' },
      blurb: {
        en: 'The 52-metre sandstone monolith shaped like an elephant is surrounded by sunken seating areas that glow with lanterns after dark.',
        ar: 'تحيط بالصخرة الرملية التي يبلغ ارتفاعها 52 مترًا وتشبه الفيل جلسات منخفضة تتلألأ بالفوانيس بعد حلول الظلام.',
      },
    },
    {
      key: 'maraya', latitude: 26.6085, longitude: 37.8425, traits: ['theatre', 'hall'], accessible: true,
      name: { en: 'Maraya', ar: 'مرايا' },
      address: { en: 'Ashar Valley, AlUla', ar: 'وادي عشار، العلا' },
      district: { en: 'Ashar Valley', ar: 'وادي عشار' },
      at: { en: 'at Maraya', ar: 'في مرايا' },
      blurb: {
        en: "Maraya, the world's largest mirrored building, reflects the canyon walls of Ashar Valley and houses a 500-seat concert hall.",
        ar: 'تعكس مرايا، أكبر مبنى مكسو بالمرايا في العالم، جدران وادي عشار الصخرية، وتضم قاعة حفلات تتسع لخمسمئة شخص.',
      },
    },
    {
      key: 'dadan', latitude: 26.646, longitude: 37.927, traits: ['archaeology'], accessible: false,
      name: { en: 'Dadan', ar: 'دادان' },
      address: { en: 'Dadan archaeological site, north of the Old Town', ar: 'موقع دادان الأثري، شمال البلدة القديمة' },
      district: { en: 'Dadan', ar: 'دادان' },
      at: { en: 'at Dadan', ar: 'في دادان' },
      blurb: {
        en: 'Dadan was the capital of the Dadanite and Lihyanite kingdoms, and its lion tombs are cut high into the red cliff face.',
        ar: 'كانت دادان عاصمة مملكتي دادان ولحيان، ونُحتت مقابر الأسود فيها عاليًا في واجهة الجرف الأحمر.',
      },
    },
    {
      key: 'jabal-ikmah', latitude: 26.663, longitude: 37.915, traits: ['archaeology'], accessible: false,
      name: { en: 'Jabal Ikmah', ar: 'جبل عكمة' },
      address: { en: 'Jabal Ikmah, north of AlUla', ar: 'جبل عكمة، شمال العلا' },
      district: { en: 'Jabal Ikmah', ar: 'جبل عكمة' },
      at: { en: 'at Jabal Ikmah', ar: 'في جبل عكمة' },
      blurb: {
        en: "Often called an open-air library, Jabal Ikmah's canyon walls are covered in hundreds of ancient Dadanitic and Lihyanite inscriptions.",
        ar: 'يُلقّب جبل عكمة بالمكتبة المفتوحة، إذ تغطي جدران ممراته الصخرية مئات النقوش الدادانية واللحيانية القديمة.',
      },
    },
    {
      key: 'harrat-viewpoint', latitude: 26.599, longitude: 37.886, traits: ['mountain'], accessible: true,
      name: { en: 'Harrat Viewpoint', ar: 'إطلالة الحرة' },
      address: { en: 'Harrat Uwayrid plateau, above AlUla', ar: 'هضبة حرة عويرض، أعلى العلا' },
      district: { en: 'Harrat Uwayrid', ar: 'حرة عويرض' },
      at: { en: 'at Harrat Viewpoint', ar: 'عند إطلالة الحرة' },
      blurb: {
        en: 'From the volcanic plateau, the viewpoint looks down over the oasis, the Old Town and the sandstone mountains beyond.',
        ar: 'تطل المنصة من الهضبة البركانية على الواحة والبلدة القديمة والجبال الرملية خلفها.',
      },
    },
    {
      key: 'al-jadidah', latitude: 26.6195, longitude: 37.922, traits: ['gallery', 'studio', 'plaza'], accessible: true,
      name: { en: 'Al Jadidah Arts District', ar: 'حي الجديدة للفنون' },
      address: { en: 'Al Jadidah, beside the Old Town', ar: 'حي الجديدة، بجوار البلدة القديمة' },
      district: { en: 'Al Jadidah', ar: 'الجديدة' },
      at: { en: 'in the Al Jadidah Arts District', ar: 'في حي الجديدة للفنون' },
      blurb: {
        en: "Al Jadidah's restored streets host artist studios, murals, galleries and small cafes next to the Old Town.",
        ar: 'تحتضن شوارع حي الجديدة المرمَّمة استوديوهات الفنانين والجداريات وصالات العرض والمقاهي الصغيرة بجوار البلدة القديمة.',
      },
    },
    {
      key: 'oasis', latitude: 26.615, longitude: 37.915, traits: ['farm', 'park'], accessible: true,
      name: { en: 'AlUla Oasis', ar: 'واحة العلا' },
      address: { en: 'Oasis Trail, AlUla', ar: 'مسار الواحة، العلا' },
      district: { en: 'AlUla Oasis', ar: 'واحة العلا' },
      at: { en: 'in the AlUla Oasis', ar: 'في واحة العلا' },
      blurb: {
        en: "Shaded paths wind through the oasis's palm groves and citrus farms, some of which have been tended for centuries.",
        ar: 'تتعرج الممرات المظللة بين بساتين النخيل ومزارع الحمضيات في الواحة، وبعضها يُعتنى به منذ قرون.',
      },
    },
    {
      key: 'gharameel', latitude: 26.8, longitude: 38.05, traits: ['desert'], accessible: false,
      name: { en: 'Gharameel', ar: 'الغراميل' },
      address: { en: 'Gharameel, north-east of AlUla', ar: 'الغراميل، شمال شرق العلا' },
      district: { en: 'Gharameel', ar: 'الغراميل' },
      at: { en: 'at Gharameel', ar: 'في الغراميل' },
      blurb: {
        en: "Gharameel's towering rock spires rise from the sand far from any city lights, under one of the darkest skies in the region.",
        ar: 'ترتفع أعمدة الغراميل الصخرية الشاهقة من الرمال بعيدًا عن أضواء المدن، تحت واحدة من أكثر السماوات ظلمة في المنطقة.',
      },
    },
    {
      key: 'ashar-valley', latitude: 26.6, longitude: 37.83, traits: ['resort', 'desert', 'mountain'], accessible: true,
      name: { en: 'Ashar Valley', ar: 'وادي عشار' },
      address: { en: 'Ashar Valley, south-west of AlUla', ar: 'وادي عشار، جنوب غرب العلا' },
      district: { en: 'Ashar Valley', ar: 'وادي عشار' },
      at: { en: 'in Ashar Valley', ar: 'في وادي عشار' },
      blurb: {
        en: "Ashar Valley's resorts and tented camps sit between sandstone canyon walls a short drive from the Old Town.",
        ar: 'تنتشر المنتجعات والمخيمات الفاخرة في وادي عشار بين جدران الأودية الرملية على مسافة قصيرة من البلدة القديمة.',
      },
    },
  ],
  signatureEvents: [
    {
      key: 'winter-at-tantora', venueKey: 'old-town', format: 'season', categories: ['festivals', 'heritage-culture'],
      title: { en: 'Winter at Tantora', ar: 'شتاء طنطورة' },
      summary: {
        en: 'AlUla’s winter festival of music, heritage and food, centred on the lanes of the Old Town.',
        ar: 'مهرجان العلا الشتوي للموسيقى والتراث والطعام، وتتمحور فعالياته في أزقة البلدة القديمة.',
      },
      pitch: {
        en: 'Named after the ancient sundial that marked the planting season, the festival fills the Old Town with lantern walks, folk music and farmers’ markets.',
        ar: 'يحمل المهرجان اسم المزولة القديمة التي كانت تحدد موسم الزراعة، ويملأ البلدة القديمة بجولات الفوانيس والموسيقى الشعبية وأسواق المزارعين.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors', 'teens'], tags: ['seasonal', 'traditional', 'live-music'], price: 'free',
      organizers: ['mawasim-festivals'],
    },
    {
      key: 'a-night-at-maraya', venueKey: 'maraya', format: 'evening', categories: ['concerts-music'],
      title: { en: 'A Night at Maraya', ar: 'ليلة في مرايا' },
      summary: {
        en: 'A star of Arabic music performs in the mirrored concert hall of Maraya.',
        ar: 'نجم من نجوم الموسيقى العربية يحيي حفلًا في قاعة مرايا المكسوة بالمرايا.',
      },
      pitch: {
        en: 'The intimate hall puts every seat close to the stage, and the evening opens with a string quartet playing classics of the Arab world.',
        ar: 'تقرّب القاعة الحميمة كل مقعد من المسرح، وتُفتتح الأمسية برباعي وتري يعزف روائع الموسيقى العربية.',
      },
      venues: [], audiences: ['adults', 'seniors'], tags: ['live-music', 'luxury', 'night'], price: [350, 950],
      organizers: ['sahil-live'],
    },
    {
      key: 'alula-arts-festival', venueKey: 'al-jadidah', format: 'run', categories: ['arts-exhibitions'],
      title: { en: 'AlUla Arts Festival', ar: 'مهرجان فنون العلا' },
      summary: {
        en: 'New artworks and installations by Saudi and international artists across Al Jadidah.',
        ar: 'أعمال فنية وتركيبات جديدة لفنانين سعوديين وعالميين في أرجاء حي الجديدة.',
      },
      pitch: {
        en: 'Many of the works respond to the landscape of AlUla, using local stone, palm fibre and light, and artists lead free talks on weekend evenings.',
        ar: 'تستلهم كثير من الأعمال طبيعة العلا مستخدمة الحجر المحلي وليف النخيل والضوء، ويقدم الفنانون جلسات حوارية مجانية في أمسيات عطلة نهاية الأسبوع.',
      },
      venues: [], audiences: ['adults', 'teens', 'families'], tags: ['art', 'outdoor', 'photography'], price: 'free',
      organizers: ['nakhla-arts'],
    },
  ],
  signatureExperiences: [
    {
      key: 'hegra-guided-tour', venueKey: 'hegra', hours: hours.daytime, categories: ['heritage-tours'],
      title: { en: 'Hegra Guided Tour', ar: 'جولة الحِجر المصحوبة بمرشد' },
      summary: {
        en: 'Visit the Nabataean tombs of Hegra, including the lone Tomb of Lihyan son of Kuza.',
        ar: 'زر المقابر النبطية في الحِجر، ومنها قصر الفريد المنحوت في صخرة منفردة.',
      },
      pitch: {
        en: 'A local rawi, or storyteller, guides the group by vintage Land Rover between the main tomb clusters and the Jabal Ithlib gathering hall.',
        ar: 'يرافق راوٍ محلي المجموعة بسيارات لاندروفر كلاسيكية بين أبرز مجموعات المقابر وقاعة الديوان في جبل إثلب.',
      },
      venues: [], audiences: ['families', 'adults', 'seniors', 'teens'], tags: ['guided', 'history', 'photography'], price: [95, 180],
    },
    {
      key: 'hot-air-balloon-flight', venueKey: 'ashar-valley', categories: ['adventure'],
      hours: { days: [0, 1, 2, 3, 4, 5, 6], opens: '05:00', closes: '09:00' },
      title: { en: 'Hot Air Balloon Flight over AlUla', ar: 'رحلة منطاد فوق العلا' },
      summary: {
        en: 'Drift over sandstone canyons and the oasis at sunrise in a hot air balloon.',
        ar: 'حلّق بالمنطاد فوق الأودية الرملية والواحة عند شروق الشمس.',
      },
      pitch: {
        en: 'Flights last about an hour and follow the wind over Ashar Valley, landing for a celebration breakfast in the desert.',
        ar: 'تستغرق الرحلة نحو ساعة وتتبع اتجاه الرياح فوق وادي عشار، قبل الهبوط لتناول الإفطار في الصحراء.',
      },
      venues: [], audiences: ['adults', 'teens', 'families'], tags: ['sunrise', 'photography', 'luxury'], price: [850, 950],
      organizers: ['qimma-adventures'],
    },
  ],
};
