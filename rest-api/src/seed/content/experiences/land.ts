// Experience templates on land: desert safari, hiking, adventure, stargazing.
import type { ExperienceTemplate } from '../model.ts';
import { hours } from '../working-hours.ts';

export const landExperiences: ExperienceTemplate[] = [
  {
    key: 'dune-bashing-safari', hours: { days: [0, 1, 2, 3, 4, 5, 6], opens: '14:30', closes: '19:30' }, categories: ['desert-safari'], venues: ['desert'],
    title: { en: 'Dune Bashing Safari', ar: 'مغامرة التطعيس في الكثبان' },
    summary: {
      en: 'Ride the dunes in a 4x4 with an expert desert driver {at}.',
      ar: 'انطلق فوق الكثبان بسيارة دفع رباعي مع سائق صحراوي محترف {at}.',
    },
    pitch: {
      en: 'After an hour of climbing and sliding down the sand, the trip pauses on a high ridge for sunset photos and Saudi coffee.',
      ar: 'بعد ساعة من صعود الكثبان والانزلاق عليها، تتوقف الرحلة فوق كثيب مرتفع لالتقاط صور الغروب وشرب القهوة السعودية.',
    },
    audiences: ['teens', 'adults', 'families'], tags: ['adventure', 'desert', 'sunset'], price: [250, 450],
    organizers: ['rimal-expeditions'],
  },
  {
    key: 'sunset-camel-trek', hours: { days: [0, 1, 2, 3, 4, 5, 6], opens: '15:30', closes: '19:00' }, categories: ['desert-safari'], venues: ['desert'],
    title: { en: 'Sunset Camel Trek', ar: 'رحلة على ظهور الإبل عند الغروب' },
    summary: {
      en: 'Cross the sand at a gentle pace on camelback as the sun goes down {at}.',
      ar: 'اعبر الرمال بخطى هادئة على ظهور الإبل مع غروب الشمس {at}.',
    },
    pitch: {
      en: 'Handlers lead the camels on a one-hour loop and share stories of desert life, ending at a fire with tea and fresh bread.',
      ar: 'يقود المرافقون الإبل في جولة مدتها ساعة ويروون حكايات الحياة في الصحراء، وتنتهي الجولة عند موقد مع الشاي والخبز الطازج.',
    },
    audiences: ['families', 'kids', 'adults', 'seniors'], tags: ['desert', 'traditional', 'sunset'], price: [150, 300],
    organizers: ['rimal-expeditions'],
  },
  {
    key: 'bedouin-camp-dinner', hours: hours.stargazing, categories: ['desert-safari'], venues: ['desert'],
    title: { en: 'Bedouin Camp Dinner', ar: 'عشاء في مخيم بدوي' },
    summary: {
      en: 'A traditional dinner, music and stories around the fire in a desert camp {at}.',
      ar: 'عشاء تقليدي وموسيقى وحكايات حول النار في مخيم صحراوي {at}.',
    },
    pitch: {
      en: 'Guests sit on carpets in a Bedouin tent for lamb cooked underground, followed by rababa music and stargazing.',
      ar: 'يجلس الضيوف على السجاد داخل خيمة بدوية لتناول لحم الضأن المطهو في حفرة تحت الرمال، تليه موسيقى الربابة وتأمل النجوم.',
    },
    audiences: ['families', 'adults', 'seniors'], tags: ['desert', 'food', 'traditional'], price: [280, 550],
    organizers: ['rimal-expeditions'],
  },
  {
    key: 'sunrise-summit-hike', hours: hours.dawn, categories: ['hiking'], venues: ['mountain'],
    title: { en: 'Sunrise Summit Hike', ar: 'رحلة مشي إلى القمة عند الشروق' },
    summary: {
      en: 'Reach the top in time for sunrise on a guided early-morning hike {at}.',
      ar: 'اصعد إلى القمة في الوقت المناسب لمشاهدة الشروق في رحلة مشي صباحية مع مرشد {at}.',
    },
    pitch: {
      en: 'Headlamps light the first part of the climb, and the group reaches the summit for breakfast as the sun comes up.',
      ar: 'تضيء المصابيح الأمامية الجزء الأول من الصعود، وتصل المجموعة إلى القمة لتناول الإفطار مع طلوع الشمس.',
    },
    audiences: ['adults', 'teens'], tags: ['sunrise', 'mountains', 'fitness'], price: [90, 180],
    organizers: ['qimma-adventures'],
  },
  {
    key: 'guided-canyon-trail', hours: hours.morning, categories: ['hiking'], venues: ['mountain'],
    title: { en: 'Guided Canyon Trail', ar: 'مسار الأودية المصحوب بمرشد' },
    summary: {
      en: 'Follow a guide through narrow canyons and rock formations {at}.',
      ar: 'اتبع المرشد عبر الأودية الضيقة والتكوينات الصخرية {at}.',
    },
    pitch: {
      en: 'The moderate eight-kilometre route includes some scrambling, with stops to look at fossils, desert plants and ancient rock art.',
      ar: 'يتضمن المسار متوسط الصعوبة بطول ثمانية كيلومترات بعض التسلق الخفيف، مع توقفات لمشاهدة الأحافير والنباتات الصحراوية والرسوم الصخرية القديمة.',
    },
    audiences: ['adults', 'teens'], tags: ['guided', 'nature', 'fitness'], price: [120, 220],
    organizers: ['qimma-adventures'],
  },
  {
    key: 'family-nature-walk', hours: hours.weekendClasses, categories: ['hiking'], venues: ['mountain', 'park'],
    title: { en: 'Family Nature Walk', ar: 'نزهة عائلية في الطبيعة' },
    summary: {
      en: 'An easy, shaded walk with a naturalist, made for families with young children {at}.',
      ar: 'نزهة سهلة ومظللة برفقة مختص في الطبيعة، مصممة للعائلات ذات الأطفال الصغار {at}.',
    },
    pitch: {
      en: 'Children get a spotter sheet for birds, insects and plants, and the walk ends with a picnic and a small prize for every explorer.',
      ar: 'يحصل الأطفال على بطاقة لرصد الطيور والحشرات والنباتات، وتنتهي النزهة بنزهة طعام وجائزة صغيرة لكل مستكشف.',
    },
    audiences: ['families', 'kids', 'seniors'], tags: ['nature', 'kid-friendly', 'educational'], price: 'free',
  },
  {
    key: 'full-day-mountain-trek', hours: hours.dawn, categories: ['hiking'], venues: ['mountain'],
    title: { en: 'Full-Day Mountain Trek', ar: 'رحلة مشي جبلية ليوم كامل' },
    summary: {
      en: 'A challenging day on high trails with sweeping views {at}.',
      ar: 'يوم كامل من المشي على المسارات المرتفعة مع إطلالات بانورامية {at}.',
    },
    pitch: {
      en: 'Experienced hikers cover around eighteen kilometres with a packed lunch on a scenic ledge, and transport to the trailhead is included.',
      ar: 'يقطع المتنزهون ذوو الخبرة نحو ثمانية عشر كيلومترًا مع غداء خفيف على حافة صخرية ذات إطلالة، ويشمل السعر النقل إلى بداية المسار.',
    },
    audiences: ['adults'], tags: ['mountains', 'fitness', 'guided'], price: [200, 380],
    organizers: ['qimma-adventures'],
  },
  {
    key: 'zipline-adventure', hours: hours.afternoon, categories: ['adventure'], venues: ['mountain'],
    title: { en: 'Zipline Adventure', ar: 'مغامرة الانزلاق بالحبال' },
    summary: {
      en: 'Fly along a series of ziplines high above the ground {at}.',
      ar: 'انطلق عبر سلسلة من حبال الانزلاق عاليًا فوق الأرض {at}.',
    },
    pitch: {
      en: 'The course has five lines of increasing length, and trained staff fit every harness and brief each group before the first launch.',
      ar: 'يضم المسار خمسة حبال تزداد أطوالها تدريجيًا، ويتولى فريق مدرَّب تثبيت أحزمة الأمان وشرح التعليمات لكل مجموعة قبل الانطلاق.',
    },
    audiences: ['teens', 'adults', 'kids'], tags: ['adventure', 'outdoor', 'photography'], price: [150, 300],
  },
  {
    key: 'quad-biking-in-the-dunes', hours: hours.afternoon, categories: ['adventure', 'desert-safari'], venues: ['desert'],
    title: { en: 'Quad Biking in the Dunes', ar: 'قيادة الدراجات الرباعية في الكثبان' },
    summary: {
      en: 'Ride a quad bike across open sand with a guide leading the way {at}.',
      ar: 'قد دراجة رباعية عبر الرمال المفتوحة مع مرشد يقود الطريق {at}.',
    },
    pitch: {
      en: 'After a short lesson on a practice track, riders follow the guide in single file on a forty-five-minute route through the dunes.',
      ar: 'بعد درس قصير على مسار تدريبي، يتبع السائقون المرشد في صف واحد على مسار مدته خمس وأربعون دقيقة بين الكثبان.',
    },
    audiences: ['teens', 'adults'], tags: ['adventure', 'desert', 'group-activity'], price: [200, 400],
    organizers: ['rimal-expeditions'],
  },
  {
    key: 'kitesurfing-lesson', hours: hours.sea, categories: ['adventure'], venues: ['beach'],
    title: { en: 'Kitesurfing Lesson', ar: 'درس التزلج الشراعي' },
    summary: {
      en: 'Learn to control a kite and ride your first metres on the water {at}.',
      ar: 'تعلم التحكم بالطائرة الشراعية وانطلق أولى خطواتك على الماء {at}.',
    },
    pitch: {
      en: 'Lessons use radio helmets so the instructor can coach you on the water, and all equipment and wetsuits are included.',
      ar: 'تُستخدم في الدروس خوذات لاسلكية ليوجهك المدرب وأنت على الماء، وتشمل الرسوم جميع المعدات وبدلات السباحة.',
    },
    audiences: ['teens', 'adults'], tags: ['beach', 'adventure', 'fitness'], price: [350, 600],
  },
  {
    key: 'rock-climbing-session', hours: hours.morning, categories: ['adventure'], venues: ['mountain'],
    title: { en: 'Rock Climbing Session', ar: 'جلسة تسلق الصخور' },
    summary: {
      en: 'Climb natural rock routes with a certified instructor {at}.',
      ar: 'تسلق مسارات صخرية طبيعية مع مدرب معتمد {at}.',
    },
    pitch: {
      en: 'Routes range from easy slabs for first-timers to steeper walls for experienced climbers, with ropes, shoes and helmets provided.',
      ar: 'تتنوع المسارات من صخور مائلة سهلة للمبتدئين إلى جدران أشد انحدارًا لذوي الخبرة، مع توفير الحبال والأحذية والخوذات.',
    },
    audiences: ['teens', 'adults'], tags: ['adventure', 'mountains', 'fitness'], price: [250, 500],
    organizers: ['qimma-adventures'],
  },
  {
    key: 'sandboarding', hours: { days: [0, 1, 2, 3, 4, 5, 6], opens: '15:00', closes: '19:00' }, categories: ['adventure'], venues: ['desert'],
    title: { en: 'Sandboarding on the Dunes', ar: 'التزلج على الرمال' },
    summary: {
      en: 'Slide down steep dunes on a sandboard, standing or sitting {at}.',
      ar: 'انزلق على الكثبان المنحدرة بلوح التزلج واقفًا أو جالسًا {at}.',
    },
    pitch: {
      en: 'Instructors show beginners how to balance and steer, and the session ends with tea on the dune top at sunset.',
      ar: 'يعلّم المدربون المبتدئين كيفية التوازن والتوجيه، وتنتهي الجلسة بالشاي أعلى الكثيب عند الغروب.',
    },
    audiences: ['kids', 'teens', 'adults', 'families'], tags: ['desert', 'adventure', 'budget-friendly'], price: [100, 200],
    organizers: ['rimal-expeditions'],
  },
  {
    key: 'jet-ski-ride', hours: hours.sea, categories: ['adventure'], venues: ['marina', 'beach'],
    title: { en: 'Jet Ski Ride', ar: 'جولة الدراجات المائية' },
    summary: {
      en: 'Take a jet ski out on the open water for thirty minutes of speed {at}.',
      ar: 'انطلق بالدراجة المائية في المياه المفتوحة لثلاثين دقيقة من السرعة {at}.',
    },
    pitch: {
      en: 'A safety briefing and life vest come first, and a lifeguard boat follows riders inside the marked area.',
      ar: 'تبدأ التجربة بشرح لإجراءات السلامة وارتداء سترة النجاة، ويرافق قارب إنقاذ المشاركين داخل المنطقة المحددة.',
    },
    audiences: ['teens', 'adults'], tags: ['adventure', 'waterfront', 'beach'], price: [200, 400],
  },
  {
    key: 'ropes-course-challenge', hours: hours.afternoon, categories: ['adventure'], venues: ['park', 'mall'],
    title: { en: 'Ropes Course Challenge', ar: 'تحدي مسار الحبال' },
    summary: {
      en: 'Balance beams, rope bridges and cargo nets at three levels of difficulty {at}.',
      ar: 'عوارض توازن وجسور حبال وشباك تسلق بثلاثة مستويات من الصعوبة {at}.',
    },
    pitch: {
      en: 'The low course suits children from six years old, while the high course tests adults with wobbly crossings ten metres up.',
      ar: 'يناسب المسار المنخفض الأطفال من سن السادسة، بينما يختبر المسار المرتفع البالغين بممرات متأرجحة على ارتفاع عشرة أمتار.',
    },
    audiences: ['kids', 'teens', 'families'], tags: ['adventure', 'kid-friendly', 'group-activity'], price: [60, 120],
  },
  {
    key: 'stargazing-night', hours: hours.stargazing, categories: ['stargazing'], venues: ['desert', 'mountain'],
    title: { en: 'Stargazing Night', ar: 'ليلة رصد النجوم' },
    summary: {
      en: 'Look at planets, star clusters and the Milky Way through large telescopes {at}.',
      ar: 'شاهد الكواكب والعناقيد النجمية ودرب التبانة عبر تلسكوبات كبيرة {at}.',
    },
    pitch: {
      en: 'An astronomer points out the constellations with a laser and explains the Arabic names that many stars still carry.',
      ar: 'يشير فلكي إلى الأبراج بمؤشر ليزر ويشرح الأسماء العربية التي لا تزال كثير من النجوم تحملها.',
    },
    audiences: ['families', 'teens', 'adults', 'seniors'], tags: ['night', 'educational', 'nature'], price: [150, 300],
  },
  {
    key: 'astrophotography-workshop', hours: hours.stargazing, categories: ['stargazing'], venues: ['desert', 'mountain'],
    title: { en: 'Astrophotography Workshop', ar: 'ورشة تصوير السماء الليلية' },
    summary: {
      en: 'Learn to photograph the night sky with your own camera or phone {at}.',
      ar: 'تعلم تصوير السماء الليلية بكاميرتك أو هاتفك {at}.',
    },
    pitch: {
      en: 'A photographer covers long exposures, focusing on stars and light painting, with tripods available to borrow.',
      ar: 'يشرح مصور محترف التعريض الطويل وضبط التركيز على النجوم والرسم بالضوء، مع توفير حوامل للاستعارة.',
    },
    audiences: ['adults', 'teens'], tags: ['photography', 'night', 'workshop'], price: [250, 450],
  },
  {
    key: 'family-stargazing-stories', hours: { days: [4, 5], opens: '19:00', closes: '22:00' }, categories: ['stargazing'], venues: ['desert', 'mountain'],
    title: { en: 'Stars and Stories for Families', ar: 'النجوم وحكاياتها للعائلة' },
    summary: {
      en: 'A short, child-friendly evening of telescopes and star legends {at}.',
      ar: 'أمسية قصيرة مناسبة للأطفال مع التلسكوبات وأساطير النجوم {at}.',
    },
    pitch: {
      en: 'Children find the Big Dipper and Canopus, hear how travellers navigated by the stars and make a star map to take home.',
      ar: 'يتعرف الأطفال على بنات نعش وسهيل، ويستمعون إلى كيف اهتدى المسافرون بالنجوم، ويصنعون خريطة نجوم يأخذونها معهم.',
    },
    audiences: ['families', 'kids'], tags: ['kid-friendly', 'night', 'educational'], price: [80, 150],
  },
];
