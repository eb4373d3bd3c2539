// Event templates: festivals, food & dining, family & kids, sports.
import type { EventTemplate } from '../model.ts';

export const leisureEvents: EventTemplate[] = [
  {
    key: 'food-truck-festival', format: 'multi-day', categories: ['festivals', 'food-dining'], venues: ['waterfront', 'plaza', 'park'],
    title: { en: 'Food Truck Festival {at}', ar: 'مهرجان عربات الطعام {at}' },
    summary: {
      en: 'Dozens of food trucks, live music and games for the whole family {at}.',
      ar: 'عشرات عربات الطعام مع موسيقى حية وألعاب لجميع أفراد العائلة {at}.',
    },
    pitch: {
      en: 'Local trucks serve everything from mutabbaq and grilled corn to smash burgers and specialty coffee, with acoustic acts on a small stage each evening.',
      ar: 'تقدم العربات المحلية كل شيء من المطبق والذرة المشوية إلى البرغر والقهوة المختصة، مع فقرات موسيقية على مسرح صغير كل مساء.',
    },
    audiences: ['families', 'teens', 'adults', 'people-of-determination'], tags: ['food', 'outdoor', 'weekend'], price: 'free',
  },
  {
    key: 'lantern-festival', format: 'run', categories: ['festivals', 'family-kids'], venues: ['park', 'heritage', 'plaza'],
    title: { en: 'Lantern Festival', ar: 'مهرجان الفوانيس' },
    summary: {
      en: 'Hundreds of handmade lanterns light up the paths {at}.',
      ar: 'مئات الفوانيس المصنوعة يدويًا تضيء الممرات {at}.',
    },
    pitch: {
      en: 'Families follow a trail of lantern sculptures shaped like falcons, camels and dhows, with craft tables where children decorate a lantern to take home.',
      ar: 'تتبع العائلات مسارًا من مجسمات الفوانيس على هيئة صقور وجمال ومراكب شراعية، مع طاولات حرفية يزين فيها الأطفال فوانيس يأخذونها معهم.',
    },
    audiences: ['families', 'kids'], tags: ['night', 'kid-friendly', 'photography'], price: [25, 60],
    organizers: ['nujoom-family'],
  },
  {
    key: 'kite-festival', format: 'multi-day', categories: ['festivals', 'family-kids'], venues: ['beach', 'park', 'desert'],
    title: { en: 'Kite Festival {at}', ar: 'مهرجان الطائرات الورقية {at}' },
    summary: {
      en: 'Giant show kites fill the sky and children build their own {at}.',
      ar: 'طائرات ورقية عملاقة تملأ السماء والأطفال يصنعون طائراتهم بأنفسهم {at}.',
    },
    pitch: {
      en: 'Kite teams fly huge inflatable kites shaped like whales and octopuses, and free workshops show children how to build and fly their own.',
      ar: 'تطلق الفرق طائرات ورقية ضخمة على شكل حيتان وأخطبوطات، وتعلّم ورش مجانية الأطفال كيف يصنعون طائراتهم ويطلقونها.',
    },
    audiences: ['families', 'kids'], tags: ['outdoor', 'kid-friendly', 'weekend'], price: 'free',
    organizers: ['nujoom-family'],
  },
  {
    key: 'saudi-coffee-festival', format: 'multi-day', categories: ['festivals', 'food-dining'], venues: ['heritage', 'plaza', 'gallery'],
    title: { en: 'Saudi Coffee Festival', ar: 'مهرجان القهوة السعودية' },
    summary: {
      en: 'Roasters, baristas and the traditions of Saudi coffee in one place {at}.',
      ar: 'محامص وباريستا وتقاليد القهوة السعودية في مكان واحد {at}.',
    },
    pitch: {
      en: 'Local roasteries pour everything from Khawlani beans to cardamom-spiced gahwa, and talks explain the hospitality customs around the dallah.',
      ar: 'تقدم المحامص المحلية كل شيء من البن الخولاني إلى القهوة بالهيل، وتشرح جلسات حوارية عادات الضيافة المرتبطة بالدلة.',
    },
    audiences: ['adults', 'seniors'], tags: ['coffee', 'traditional', 'food'], price: [30, 60],
  },
  {
    key: 'dates-festival', format: 'multi-day', categories: ['festivals', 'food-dining'], venues: ['farm', 'plaza', 'heritage'],
    title: { en: 'Dates Festival', ar: 'مهرجان التمور' },
    summary: {
      en: "Farmers bring the season's best dates for tasting and sale {at}.",
      ar: 'مزارعون يعرضون أجود تمور الموسم للتذوق والبيع {at}.',
    },
    pitch: {
      en: 'Growers show varieties such as sukkari, khalas and ajwa, and chefs cook new desserts with them on a demonstration stage.',
      ar: 'يعرض المزارعون أصنافًا مثل السكري والخلاص والعجوة، ويبتكر الطهاة حلويات جديدة منها على منصة العروض.',
    },
    audiences: ['families', 'seniors', 'adults'], tags: ['food', 'traditional', 'shopping'], price: 'free',
  },
  {
    key: 'spring-flower-festival', format: 'run', categories: ['festivals'], venues: ['park', 'mountain'],
    title: { en: 'Spring Flower Festival {at}', ar: 'مهرجان زهور الربيع {at}' },
    summary: {
      en: 'Carpets of flowers, garden displays and a plant market {at}.',
      ar: 'بساط من الزهور ومعارض للحدائق وسوق للنباتات {at}.',
    },
    pitch: {
      en: 'Designers plant themed gardens with roses, lavender and local wildflowers, and weekend workshops teach balcony gardening.',
      ar: 'يزرع المصممون حدائق بموضوعات مختلفة من الورد والخزامى والأزهار البرية المحلية، وتعلّم ورش نهاية الأسبوع الزراعة في الشرفات.',
    },
    audiences: ['families', 'seniors', 'people-of-determination'], tags: ['nature', 'photography', 'seasonal'], price: 'free',
  },
  {
    key: 'chefs-table-dinner', format: 'evening', categories: ['food-dining'], venues: ['heritage', 'desert', 'mountain', 'waterfront'],
    title: { en: "Chef's Table Dinner {at}", ar: 'عشاء طاولة الشيف {at}' },
    summary: {
      en: 'A seven-course tasting menu by a leading Saudi chef {at}.',
      ar: 'قائمة تذوق من سبعة أطباق يعدّها أحد أبرز الطهاة السعوديين {at}.',
    },
    pitch: {
      en: 'Dishes reinterpret regional recipes, from jareesh to saleeg, using produce from local farms and served at one long shared table.',
      ar: 'تعيد الأطباق تقديم وصفات محلية من الجريش إلى السليق، بمكونات من المزارع المحلية تُقدَّم على طاولة طويلة مشتركة.',
    },
    audiences: ['adults'], tags: ['food', 'luxury', 'night'], price: [450, 950],
    organizers: ['sufra-culinary'],
  },
  {
    key: 'seafood-festival', format: 'multi-day', categories: ['food-dining', 'festivals'], venues: ['beach', 'marina'],
    title: { en: 'Seafood Festival', ar: 'مهرجان المأكولات البحرية' },
    summary: {
      en: 'The fresh catch of the day grilled to order by fishermen and chefs {at}.',
      ar: 'صيد اليوم الطازج يُشوى حسب الطلب على أيدي الصيادين والطهاة {at}.',
    },
    pitch: {
      en: 'Stalls serve hamour, shrimp and sayadiyah rice, and children can watch nets being mended at the fishermen’s corner.',
      ar: 'تقدم الأكشاك الهامور والروبيان وأرز الصيادية، ويمكن للأطفال مشاهدة الصيادين وهم يصلحون الشباك في ركن خاص.',
    },
    audiences: ['families', 'adults', 'seniors'], tags: ['food', 'waterfront', 'outdoor'], price: 'free',
  },
  {
    key: 'barista-championship', format: 'multi-day', categories: ['food-dining'], venues: ['mall', 'gallery', 'hall'],
    title: { en: 'Barista Championship', ar: 'بطولة الباريستا' },
    summary: {
      en: 'Baristas compete on espresso, latte art and brewing {at}.',
      ar: 'منافسة بين صانعي القهوة في الإسبريسو وفن اللاتيه وطرق التحضير {at}.',
    },
    pitch: {
      en: 'Judges score each round live on stage, and the tasting bar lets visitors try the competition coffees between heats.',
      ar: 'تقيّم لجنة التحكيم كل جولة مباشرة على المسرح، ويتيح ركن التذوق للزوار تجربة قهوة المسابقة بين الجولات.',
    },
    audiences: ['adults', 'teens'], tags: ['coffee', 'indoor', 'air-conditioned'], price: 'free',
  },
  {
    key: 'street-food-night-market', format: 'multi-day', categories: ['food-dining'], venues: ['plaza', 'heritage', 'waterfront'],
    title: { en: 'Street Food Night Market {at}', ar: 'السوق الليلي لأكلات الشارع {at}' },
    summary: {
      en: 'Late-night stalls serving street food from across the Kingdom and beyond {at}.',
      ar: 'أكشاك تسهر حتى وقت متأخر وتقدم أكلات الشارع من المملكة وخارجها {at}.',
    },
    pitch: {
      en: 'Look for balila, shawarma, kebda and luqaimat alongside Indonesian satay and Turkish gözleme, all under strings of lights.',
      ar: 'ستجد البليلة والشاورما والكبدة واللقيمات إلى جانب الساتيه الإندونيسي والجوزلمة التركية، تحت عقود من الأضواء.',
    },
    audiences: ['families', 'teens', 'adults'], tags: ['food', 'night', 'budget-friendly'], price: 'free',
    organizers: ['mawasim-festivals'],
  },
  {
    key: 'farm-to-table-brunch', format: 'daytime', starts: ['09:00', '10:00', '11:00'], categories: ['food-dining'], venues: ['farm', 'park', 'mountain'],
    title: { en: 'Farm-to-Table Brunch {at}', ar: 'فطور من المزرعة إلى المائدة {at}' },
    summary: {
      en: 'A long, leisurely brunch made from local produce {at}.',
      ar: 'فطور متأخر على مهل من منتجات المزارع المحلية {at}.',
    },
    pitch: {
      en: 'Expect warm bread from the tannour, local honey and cheese, shakshuka and fresh juices, with a short walk to meet the growers.',
      ar: 'تنتظرك أرغفة ساخنة من التنور والعسل والجبن المحليان والشكشوكة والعصائر الطازجة، مع جولة قصيرة للتعرف على المزارعين.',
    },
    audiences: ['families', 'adults', 'seniors'], tags: ['food', 'nature', 'weekend'], price: [150, 320],
    organizers: ['sufra-culinary'],
  },
  {
    key: 'little-scientists-fair', format: 'multi-day', categories: ['family-kids'], venues: ['hall', 'gallery', 'mall'],
    title: { en: 'Little Scientists Fair', ar: 'معرض العلماء الصغار' },
    summary: {
      en: 'Hands-on experiments, robots and planetarium shows for curious kids {at}.',
      ar: 'تجارب عملية وروبوتات وعروض قبة فلكية للأطفال المحبين للاستكشاف {at}.',
    },
    pitch: {
      en: 'Young visitors build circuits, launch water rockets and programme simple robots, guided by university students in lab coats.',
      ar: 'يبني الصغار دوائر كهربائية ويطلقون صواريخ مائية ويبرمجون روبوتات بسيطة، بإرشاد طلاب جامعيين بالمعاطف البيضاء.',
    },
    audiences: ['kids', 'families', 'teens'], tags: ['educational', 'hands-on', 'indoor'], price: [35, 80],
    organizers: ['nujoom-family'],
  },
  {
    key: 'family-fun-carnival', format: 'multi-day', categories: ['family-kids'], venues: ['park', 'plaza', 'waterfront'],
    title: { en: 'Family Fun Carnival {at}', ar: 'كرنفال المرح العائلي {at}' },
    summary: {
      en: 'Rides, games, face painting and parades for all ages {at}.',
      ar: 'ألعاب وعروض ورسم على الوجوه ومسيرات استعراضية لجميع الأعمار {at}.',
    },
    pitch: {
      en: 'A parade of giant puppets opens each evening, followed by magic shows, carnival games and a bubble show for toddlers.',
      ar: 'تفتتح مسيرة للدمى العملاقة كل أمسية، تليها عروض السحر وألعاب الكرنفال وعرض الفقاعات للصغار.',
    },
    audiences: ['families', 'kids', 'people-of-determination'], tags: ['kid-friendly', 'outdoor', 'weekend'], price: [25, 75],
    organizers: ['nujoom-family'],
  },
  {
    key: 'storytelling-afternoon', format: 'daytime', starts: ['15:30', '16:00', '16:30'], categories: ['family-kids', 'heritage-culture'], venues: ['gallery', 'heritage', 'mall'],
    title: { en: 'Storytelling Afternoon', ar: 'حكايات العصر' },
    summary: {
      en: 'Storytellers bring Arabian folk tales to life for children {at}.',
      ar: 'حكواتيون يعيدون الحياة إلى الحكايات الشعبية العربية للأطفال {at}.',
    },
    pitch: {
      en: 'Each session mixes a classic tale with songs and simple props, and ends with children drawing their favourite character.',
      ar: 'تمزج كل جلسة بين حكاية كلاسيكية والأغاني والأدوات البسيطة، وتنتهي برسم الأطفال لشخصيتهم المفضلة.',
    },
    audiences: ['kids', 'families'], tags: ['kid-friendly', 'culture', 'educational'], price: 'free',
  },
  {
    key: 'building-blocks-challenge', format: 'multi-day', categories: ['family-kids'], venues: ['mall', 'hall'],
    title: { en: 'Building Blocks Challenge', ar: 'تحدي مكعبات البناء' },
    summary: {
      en: 'Families race to build towers, bridges and cities from thousands of bricks {at}.',
      ar: 'عائلات تتسابق لبناء الأبراج والجسور والمدن من آلاف المكعبات {at}.',
    },
    pitch: {
      en: 'Timed challenges run every hour, and the best creations join a growing model city displayed at the centre of the space.',
      ar: 'تُقام تحديات محددة بوقت كل ساعة، وتنضم أفضل الإبداعات إلى مدينة مصغرة تكبر يومًا بعد يوم في وسط المكان.',
    },
    audiences: ['kids', 'families'], tags: ['kid-friendly', 'hands-on', 'air-conditioned'], price: [30, 60],
    organizers: ['nujoom-family'],
  },
  {
    key: 'family-open-air-cinema', format: 'evening', categories: ['family-kids'], venues: ['park', 'beach', 'desert', 'plaza'],
    title: { en: 'Family Open-Air Cinema {at}', ar: 'سينما عائلية في الهواء الطلق {at}' },
    summary: {
      en: 'An animated favourite on a giant screen under the stars {at}.',
      ar: 'فيلم رسوم متحركة محبوب على شاشة عملاقة تحت النجوم {at}.',
    },
    pitch: {
      en: 'Bring a blanket or grab a beanbag, and arrive early for popcorn and a pre-show quiz with prizes for the children.',
      ar: 'أحضر بطانيتك أو اختر جلسة أرضية، واحضر مبكرًا للفشار ومسابقة ما قبل العرض مع جوائز للأطفال.',
    },
    audiences: ['families', 'kids'], tags: ['night', 'outdoor', 'kid-friendly'], price: 'free',
  },
  {
    key: 'dinosaurs-alive-exhibition', format: 'run', categories: ['family-kids', 'arts-exhibitions'], venues: ['hall', 'mall'],
    title: { en: 'Dinosaurs Alive Exhibition', ar: 'معرض الديناصورات الحية' },
    summary: {
      en: 'Life-size moving dinosaurs and a fossil dig for young explorers {at}.',
      ar: 'ديناصورات متحركة بالحجم الطبيعي وموقع تنقيب عن الأحافير للمستكشفين الصغار {at}.',
    },
    pitch: {
      en: 'More than thirty animatronic dinosaurs roar and move along a jungle trail, with a sandpit where children uncover replica fossils.',
      ar: 'يزأر أكثر من ثلاثين ديناصورًا آليًا ويتحرك على امتداد مسار يحاكي الغابة، مع حفرة رملية يكتشف فيها الأطفال نماذج للأحافير.',
    },
    audiences: ['kids', 'families'], tags: ['kid-friendly', 'educational', 'indoor'], price: [45, 95],
    organizers: ['nujoom-family'],
  },
  {
    key: 'running-festival', format: 'daytime', starts: ['06:00', '06:30', '07:00'], categories: ['sports'], venues: ['waterfront', 'plaza', 'park'],
    title: { en: '{city} Running Festival', ar: 'مهرجان {city} للجري' },
    summary: {
      en: '5 km, 10 km and half-marathon races on a closed route {at}.',
      ar: 'سباقات لمسافات خمسة وعشرة كيلومترات ونصف ماراثون على مسار مغلق {at}.',
    },
    pitch: {
      en: 'Runners of every level are welcome, with a one-kilometre fun run for children, water stations every two kilometres and medals for all finishers.',
      ar: 'يرحب السباق بالعدائين من جميع المستويات، مع سباق مرح للأطفال بطول كيلومتر واحد، ومحطات مياه كل كيلومترين، وميداليات لكل من يصل إلى خط النهاية.',
    },
    audiences: ['adults', 'teens', 'families', 'people-of-determination'], tags: ['fitness', 'outdoor', 'group-activity'], price: [50, 150],
  },
  {
    key: 'padel-open', format: 'multi-day', categories: ['sports'], venues: ['arena', 'mall', 'hall'],
    title: { en: 'Padel Open', ar: 'بطولة البادل المفتوحة' },
    summary: {
      en: "Top amateur and professional pairs compete in the Kingdom's fastest-growing sport {at}.",
      ar: 'أزواج من أبرز لاعبي الهواة والمحترفين يتنافسون في الرياضة الأسرع انتشارًا في المملكة {at}.',
    },
    pitch: {
      en: 'Matches run across four glass courts over three days, and spectators can book a free beginner session between rounds.',
      ar: 'تُقام المباريات على أربعة ملاعب زجاجية على مدى ثلاثة أيام، ويمكن للمتفرجين حجز حصة مجانية للمبتدئين بين الجولات.',
    },
    audiences: ['adults', 'teens'], tags: ['fitness', 'group-activity'], price: [25, 60],
  },
  {
    key: 'pro-league-match-night', format: 'evening', categories: ['sports'], venues: ['stadium'],
    title: { en: 'Saudi Pro League Match Night', ar: 'ليلة مباراة في دوري المحترفين السعودي' },
    summary: {
      en: 'Top-flight football under the floodlights {at}.',
      ar: 'كرة قدم من الدرجة الممتازة تحت الأضواء الكاشفة {at}.',
    },
    pitch: {
      en: 'Fans fill the stands for a league fixture, with a fan zone, face painting and family seating sections opening two hours before kick-off.',
      ar: 'يملأ المشجعون المدرجات لمباراة في الدوري، مع منطقة للجماهير ورسم على الوجوه ومدرجات عائلية تفتح قبل انطلاق المباراة بساعتين.',
    },
    audiences: ['families', 'teens', 'adults', 'people-of-determination'], tags: ['night', 'group-activity'], price: [50, 450],
  },
  {
    key: 'beach-volleyball-cup', format: 'multi-day', categories: ['sports'], venues: ['beach'],
    title: { en: 'Beach Volleyball Cup', ar: 'كأس الكرة الطائرة الشاطئية' },
    summary: {
      en: 'Teams from across the Gulf battle it out on the sand {at}.',
      ar: 'فرق من أنحاء الخليج تتنافس على الرمال {at}.',
    },
    pitch: {
      en: 'Group games run through the day with the final under lights on the last evening, and a DJ keeps the crowd moving between sets.',
      ar: 'تُقام مباريات المجموعات طوال النهار، ويُلعب النهائي تحت الأضواء في الأمسية الأخيرة، بينما يحافظ دي جي على حماس الجمهور بين الأشواط.',
    },
    audiences: ['teens', 'adults', 'families'], tags: ['beach', 'outdoor', 'fitness'], price: 'free',
  },
  {
    key: 'sunrise-cycling-tour', format: 'daytime', starts: ['05:45', '06:00', '06:30'], categories: ['sports'], venues: ['waterfront', 'park', 'heritage', 'desert'],
    title: { en: 'Sunrise Cycling Tour {at}', ar: 'جولة الدراجات عند الشروق {at}' },
    summary: {
      en: 'A guided group ride at dawn, before the day heats up {at}.',
      ar: 'جولة جماعية بالدراجات مع مرشد عند الفجر قبل أن يشتد الحر {at}.',
    },
    pitch: {
      en: 'Riders set off at first light on a marshalled 25 km loop at a social pace, with bike hire, helmets and breakfast included.',
      ar: 'ينطلق الدراجون مع أول ضوء في جولة بطول خمسة وعشرين كيلومترًا بوتيرة مريحة وبتنظيم كامل، وتشمل الرسوم الدراجة والخوذة والإفطار.',
    },
    audiences: ['adults', 'teens'], tags: ['sunrise', 'fitness', 'guided'], price: [60, 120],
    organizers: ['qimma-adventures'],
  },
  {
    key: 'esports-championship', format: 'multi-day', categories: ['sports'], venues: ['arena', 'hall', 'mall'],
    title: { en: 'Esports Championship', ar: 'بطولة الرياضات الإلكترونية' },
    summary: {
      en: 'Top gaming teams battle on the big screen {at}.',
      ar: 'أبرز فرق الألعاب الإلكترونية تتنافس على الشاشة الكبيرة {at}.',
    },
    pitch: {
      en: 'Teams compete in football, fighting and battle-royale titles, with a free-play zone, a cosplay parade and hardware stands.',
      ar: 'تتنافس الفرق في ألعاب كرة القدم والقتال ومعارك البقاء، مع منطقة لعب مجانية ومسيرة للأزياء التنكرية وأجنحة لأحدث الأجهزة.',
    },
    audiences: ['teens', 'adults'], tags: ['indoor', 'air-conditioned', 'group-activity'], price: [40, 120],
  },
  {
    key: 'arabian-horse-show', format: 'multi-day', categories: ['sports', 'heritage-culture'], venues: ['park', 'desert', 'heritage'],
    title: { en: 'Arabian Horse Show', ar: 'عرض الخيل العربية الأصيلة' },
    summary: {
      en: 'Purebred Arabian horses compete for beauty and movement titles {at}.',
      ar: 'خيول عربية أصيلة تتنافس على ألقاب الجمال والحركة {at}.',
    },
    pitch: {
      en: 'Breeders from across the Gulf present mares, stallions and foals, and a heritage corner explains the bloodlines prized by Bedouin families.',
      ar: 'يعرض مربون من أنحاء الخليج الأفراس والفحول والمهور، ويشرح ركن تراثي السلالات التي اعتزت بها الأسر البدوية.',
    },
    audiences: ['families', 'adults', 'seniors'], tags: ['traditional', 'wildlife', 'outdoor'], price: 'free',
  },
];
