// Per city: its districts (places are spread around their centres) and real landmarks written out in full.
import type { Bilingual } from '../types.ts';
import type { CityPlaces, SeedDistrict, SeedLandmark } from './types.ts';

const bi = (en: string, ar: string): Bilingual => ({ en, ar });
const district = (en: string, ar: string, latitude: number, longitude: number, street: [string, string]): SeedDistrict =>
  ({ name: bi(en, ar), latitude, longitude, street: bi(street[0], street[1]) });
const landmark = (
  name: [string, string], categorySlug: string, subcategorySlug: string, at: [number, number], where: SeedDistrict,
  about: [string, string], hours: string,
): SeedLandmark => ({
  name: bi(...name), categorySlug, subcategorySlug, latitude: at[0], longitude: at[1], district: where.name,
  about: bi(...about), hours,
});

const jeddahDistricts = {
  balad: district('Al-Balad', 'البلد', 21.4855, 39.1870, ['Al-Dahab Street', 'شارع الذهب']),
  hamra: district('Al Hamra', 'الحمراء', 21.5150, 39.1600, ['Corniche Road', 'طريق الكورنيش']),
  rawdah: district('Al Rawdah', 'الروضة', 21.5650, 39.1550, ['Prince Sultan Road', 'طريق الأمير سلطان']),
  andalus: district('Al Andalus', 'الأندلس', 21.5450, 39.1500, ['Al Andalus Road', 'طريق الأندلس']),
  shati: district('Ash Shati', 'الشاطئ', 21.5900, 39.1100, ['North Corniche Road', 'طريق الكورنيش الشمالي']),
  zahra: district('Az Zahra', 'الزهراء', 21.5900, 39.1400, ['Prince Sultan Road', 'طريق الأمير سلطان']),
  salamah: district('As Salamah', 'السلامة', 21.5950, 39.1600, ['Sari Street', 'شارع صاري']),
  naeem: district('An Naeem', 'النعيم', 21.6200, 39.1500, ['Hira Street', 'شارع حراء']),
  obhur: district('Obhur', 'أبحر', 21.7300, 39.1200, ['Obhur Corniche', 'كورنيش أبحر']),
  rehab: district('Ar Rehab', 'الرحاب', 21.5550, 39.2200, ['Al Madinah Road', 'طريق المدينة']),
  safa: district('As Safa', 'الصفا', 21.5900, 39.2100, ['Al Haramain Road', 'طريق الحرمين']),
  khalidiyah: district('Al Khalidiyah', 'الخالدية', 21.5550, 39.1400, ['Tahlia Street', 'شارع التحلية']),
  mohammadiyah: district('Al Mohammadiyah', 'المحمدية', 21.6400, 39.1300, ['Prince Sultan Road', 'طريق الأمير سلطان']),
};

const riyadhDistricts = {
  olaya: district('Al Olaya', 'العليا', 24.6950, 46.6850, ['Olaya Street', 'شارع العليا']),
  malqa: district('Al Malqa', 'الملقا', 24.8050, 46.6200, ['Anas Ibn Malik Road', 'طريق أنس بن مالك']),
  hittin: district('Hittin', 'حطين', 24.7650, 46.6000, ['Prince Turki Road', 'طريق الأمير تركي']),
  sulimaniyah: district('As Sulimaniyah', 'السليمانية', 24.7050, 46.7000, ['Tahlia Street', 'شارع التحلية']),
  murabba: district('Al Murabba', 'المربع', 24.6500, 46.7100, ['King Faisal Road', 'طريق الملك فيصل']),
  wurud: district('Al Wurud', 'الورود', 24.7250, 46.6650, ['King Fahd Road', 'طريق الملك فهد']),
  yasmin: district('Al Yasmin', 'الياسمين', 24.8250, 46.6400, ['Abu Bakr Road', 'طريق أبي بكر']),
  nakheel: district('An Nakheel', 'النخيل', 24.7450, 46.6300, ['Makkah Road', 'طريق مكة']),
  rabwah: district('Ar Rabwah', 'الربوة', 24.6900, 46.7600, ['Eastern Ring Road', 'الطريق الدائري الشرقي']),
  diriyah: district('Diriyah', 'الدرعية', 24.7350, 46.5750, ['Imam Mohammed Road', 'طريق الإمام محمد']),
  sahafa: district('As Sahafa', 'الصحافة', 24.8000, 46.6400, ['Olaya Street', 'شارع العليا']),
  aqiq: district('Al Aqiq', 'العقيق', 24.7700, 46.6250, ['King Fahd Road', 'طريق الملك فهد']),
  deerah: district('Ad Dirah', 'الديرة', 24.6310, 46.7130, ['Imam Turki Road', 'طريق الإمام تركي']),
};

const dammamDistricts = {
  shati: district('Ash Shati', 'الشاطئ', 26.4500, 50.1100, ['Corniche Road', 'طريق الكورنيش']),
  faisaliyah: district('Al Faisaliyah', 'الفيصلية', 26.4100, 50.0700, ['King Fahd Road', 'طريق الملك فهد']),
  mazruiyah: district('Al Mazruiyah', 'المزروعية', 26.4300, 50.0800, ['Prince Mohammed Road', 'طريق الأمير محمد']),
  hamra: district('Al Hamra', 'الحمراء', 26.4200, 50.1050, ['King Saud Street', 'شارع الملك سعود']),
  nakheel: district('An Nakheel', 'النخيل', 26.4050, 50.0950, ['Othman Ibn Affan Road', 'طريق عثمان بن عفان']),
};

const alulaDistricts = {
  oldTown: district('AlUla Old Town', 'البلدة القديمة', 26.6200, 37.9220, ['Old Town Road', 'طريق البلدة القديمة']),
  aziziyah: district('Al Aziziyah', 'العزيزية', 26.6300, 37.9150, ['King Abdulaziz Road', 'طريق الملك عبدالعزيز']),
  ashar: district('Ashar Valley', 'وادي عشار', 26.5950, 37.9550, ['Ashar Road', 'طريق عشار']),
  jadidah: district('Al Jadidah', 'الجديدة', 26.6100, 37.9300, ['Al Jadidah Street', 'شارع الجديدة']),
};

const abhaDistricts = {
  muftaha: district('Al Muftaha', 'المفتاحة', 18.2160, 42.5050, ['Al Muftaha Street', 'شارع المفتاحة']),
  khalidiyah: district('Al Khalidiyah', 'الخالدية', 18.2300, 42.5200, ['King Khalid Road', 'طريق الملك خالد']),
  mansak: district('Al Mansak', 'المنسك', 18.2050, 42.4950, ['King Faisal Road', 'طريق الملك فيصل']),
  sad: district('Ad Sad', 'السد', 18.2000, 42.4800, ['Dam Road', 'طريق السد']),
  numas: district('Al Numas Road', 'طريق النماص', 18.2450, 42.5100, ['Al Numas Road', 'طريق النماص']),
};

export const CITY_PLACES: CityPlaces[] = [
  {
    city: 'jeddah', target: 152, areaCode: '12', coastal: true, districts: Object.values(jeddahDistricts),
    landmarks: [
      landmark(['Al-Balad Historic District', 'جدة التاريخية (البلد)'], 'heritage-sites', 'historic-district', [21.4858, 39.1862], jeddahDistricts.balad,
        ['The UNESCO-listed old town of coral-stone houses and carved wooden rawasheen balconies.', 'المدينة القديمة المسجلة في قائمة اليونسكو، ببيوتها من الحجر المنقبي ورواشينها الخشبية.'], 'evening'),
      landmark(['Nassif House', 'بيت نصيف'], 'museums', 'history-museum', [21.4829, 39.1867], jeddahDistricts.balad,
        ['The merchant house where King Abdulaziz stayed in 1925, now a museum of old Jeddah.', 'بيت التاجر الذي نزل فيه الملك عبدالعزيز عام 1925، وهو اليوم متحف لجدة القديمة.'], 'museum'),
      landmark(['Souq Al Alawi', 'سوق العلوي'], 'malls', 'traditional-souq', [21.4846, 39.1880], jeddahDistricts.balad,
        ['The oldest market lane of Al-Balad, for spices, perfumes, fabrics and sweets.', 'أقدم أسواق البلد، للبهارات والعطور والأقمشة والحلويات.'], 'split'),
      landmark(["King Fahd's Fountain Viewpoint", 'مطل نافورة الملك فهد'], 'parks', 'walkway', [21.5150, 39.1450], jeddahDistricts.hamra,
        ['A seafront lawn facing the tallest fountain in the world, lit up every evening.', 'مسطح أخضر على البحر يواجه أعلى نافورة في العالم، وتضاء كل مساء.'], 'allDay'),
      landmark(['Red Sea Mall', 'رد سي مول'], 'malls', 'shopping-center', [21.6275, 39.1106], jeddahDistricts.mohammadiyah,
        ['One of the largest malls of the city, with cinemas, an ice rink and hundreds of shops.', 'من أكبر مراكز التسوق في المدينة، مع دور سينما وحلبة تزلج ومئات المحلات.'], 'mall'),
      landmark(['Mall of Arabia', 'مول العرب'], 'malls', 'shopping-center', [21.6333, 39.1558], jeddahDistricts.naeem,
        ['A large family mall by the Madinah Road, with a big food court and play areas.', 'مركز تسوق عائلي كبير على طريق المدينة، مع ساحة مطاعم وألعاب.'], 'mall'),
      landmark(['Jeddah Waterfront', 'الواجهة البحرية بجدة'], 'beaches', 'public-beach', [21.5950, 39.1075], jeddahDistricts.shati,
        ['The redeveloped Corniche with swimming beaches, piers and wide promenades on the Red Sea.', 'الكورنيش المطوَّر بشواطئ السباحة والأرصفة والممشى الواسع على البحر الأحمر.'], 'allDay'),
      landmark(['Tayebat City Museum', 'متحف مدينة الطيبات'], 'museums', 'history-museum', [21.5655, 39.1785], jeddahDistricts.rawdah,
        ['A vast museum of Hijazi architecture and Islamic heritage across dozens of halls.', 'متحف واسع للعمارة الحجازية والتراث الإسلامي في عشرات القاعات.'], 'museum'),
      landmark(['Obhur Beach', 'شاطئ أبحر'], 'beaches', 'public-beach', [21.7440, 39.1270], jeddahDistricts.obhur,
        ['The creek of Obhur, for swimming, jet skis and seafood by the water.', 'خليج أبحر للسباحة والدراجات المائية والمأكولات البحرية على الماء.'], 'none'),
      landmark(['Jeddah Corniche Hotel', 'فندق كورنيش جدة'], 'hotels', 'luxury-hotel', [21.5480, 39.1180], jeddahDistricts.andalus,
        ['A seafront hotel on the Corniche with rooms over the Red Sea.', 'فندق على الكورنيش بغرف تطل على البحر الأحمر.'], 'allDay'),
    ],
  },
  {
    city: 'riyadh', target: 152, areaCode: '11', coastal: false, districts: Object.values(riyadhDistricts),
    landmarks: [
      landmark(['Kingdom Centre', 'برج المملكة'], 'malls', 'shopping-center', [24.7113, 46.6744], riyadhDistricts.olaya,
        ['The landmark tower of Riyadh with a three-storey mall and a sky bridge at the top.', 'البرج الأشهر في الرياض، مع مركز تسوق من ثلاثة طوابق وجسر معلق في قمته.'], 'mall'),
      landmark(['Al Faisaliah Mall', 'مجمع الفيصلية'], 'malls', 'shopping-center', [24.6906, 46.6851], riyadhDistricts.olaya,
        ['Shops and restaurants at the foot of the Al Faisaliah Tower and its glass globe.', 'محلات ومطاعم عند قاعدة برج الفيصلية وكرته الزجاجية.'], 'mall'),
      landmark(['Al-Masmak Fortress', 'قصر المصمك'], 'heritage-sites', 'fort', [24.6312, 46.7134], riyadhDistricts.deerah,
        ['The clay fortress of 1865 whose recapture in 1902 began the unification of the Kingdom.', 'الحصن الطيني الذي شُيِّد عام 1865 وكان استرداده عام 1902 بداية توحيد المملكة.'], 'museum'),
      landmark(['National Museum', 'المتحف الوطني'], 'museums', 'history-museum', [24.6476, 46.7106], riyadhDistricts.murabba,
        ['Eight galleries from the Arabian prehistory to the unification of the Kingdom.', 'ثماني قاعات من عصور ما قبل التاريخ في الجزيرة العربية حتى توحيد المملكة.'], 'museum'),
      landmark(['At-Turaif, Diriyah', 'حي الطريف بالدرعية'], 'heritage-sites', 'archaeological-site', [24.7340, 46.5725], riyadhDistricts.diriyah,
        ['The mud-brick capital of the first Saudi state, a UNESCO World Heritage site.', 'عاصمة الدولة السعودية الأولى المبنية من الطين، وهي من مواقع التراث العالمي.'], 'evening'),
      landmark(['Bujairi Terrace', 'مطل البجيري'], 'restaurants', 'international', [24.7360, 46.5760], riyadhDistricts.diriyah,
        ['Restaurants and cafes on terraces facing At-Turaif across Wadi Hanifah.', 'مطاعم ومقاهٍ على مطلات تواجه الطريف عبر وادي حنيفة.'], 'late'),
      landmark(['Murabba Palace', 'قصر المربع'], 'heritage-sites', 'fort', [24.6465, 46.7095], riyadhDistricts.murabba,
        ['King Abdulaziz’s palace of 1938, built of clay, straw and tamarisk wood.', 'قصر الملك عبدالعزيز الذي بُني عام 1938 من الطين والتبن وخشب الأثل.'], 'museum'),
      landmark(['King Abdullah Park', 'حديقة الملك عبدالله'], 'parks', 'family-park', [24.6660, 46.7370], riyadhDistricts.rabwah,
        ['A large park with a musical fountain, lakes and walking paths.', 'حديقة واسعة فيها نافورة راقصة وبحيرات وممرات للمشي.'], 'evening'),
      landmark(['Salam Park', 'حديقة السلام'], 'parks', 'city-park', [24.6270, 46.7090], riyadhDistricts.deerah,
        ['A lake, palm groves and lawns in the heart of old Riyadh.', 'بحيرة وبساتين نخيل ومسطحات خضراء في قلب الرياض القديمة.'], 'evening'),
      landmark(['Boulevard Riyadh City', 'بوليفارد رياض سيتي'], 'parks', 'walkway', [24.7680, 46.6030], riyadhDistricts.hittin,
        ['The entertainment boulevard of Riyadh Season, with fountains, shows and restaurants.', 'بوليفارد الترفيه في موسم الرياض، بنوافيره وعروضه ومطاعمه.'], 'weekendNights'),
      landmark(['Riyadh Park', 'الرياض بارك'], 'malls', 'shopping-center', [24.7560, 46.6290], riyadhDistricts.aqiq,
        ['A mall with an indoor garden, cinemas and a big food court.', 'مركز تسوق فيه حديقة داخلية ودور سينما وساحة مطاعم كبيرة.'], 'mall'),
      landmark(['Souq Al Zal', 'سوق الزل'], 'malls', 'traditional-souq', [24.6300, 46.7125], riyadhDistricts.deerah,
        ['The old souq of carpets, bishts, incense and antiques near Al-Masmak.', 'السوق القديم للسجاد والبشوت والبخور والتحف بالقرب من المصمك.'], 'split'),
    ],
  },
  {
    city: 'dammam', target: 40, areaCode: '13', coastal: true, districts: Object.values(dammamDistricts),
    landmarks: [
      landmark(['Dammam Corniche', 'كورنيش الدمام'], 'parks', 'walkway', [26.4450, 50.1120], dammamDistricts.shati,
        ['Kilometres of seafront paths, playgrounds and fishing spots on the Gulf.', 'كيلومترات من الممرات البحرية والملاعب وأماكن الصيد على الخليج.'], 'allDay'),
      landmark(['Half Moon Bay', 'شاطئ نصف القمر'], 'beaches', 'public-beach', [26.1900, 50.1000], dammamDistricts.shati,
        ['A sweeping crescent beach south of the city, busy on weekend nights.', 'شاطئ هلالي واسع جنوب المدينة، يزدحم في ليالي نهاية الأسبوع.'], 'none'),
      landmark(['King Fahd Park', 'حديقة الملك فهد'], 'parks', 'family-park', [26.4090, 50.0700], dammamDistricts.faisaliyah,
        ['One of the largest parks of the Eastern Province, with lakes and sports fields.', 'من أكبر حدائق المنطقة الشرقية، فيها بحيرات وملاعب.'], 'evening'),
      landmark(['Heritage Village', 'القرية التراثية'], 'museums', 'history-museum', [26.4480, 50.1140], dammamDistricts.shati,
        ['A museum and restaurant in the style of an old Gulf village on the Corniche.', 'متحف ومطعم على طراز قرية خليجية قديمة على الكورنيش.'], 'museum'),
    ],
  },
  {
    city: 'alula', target: 40, areaCode: '14', coastal: false, districts: Object.values(alulaDistricts),
    landmarks: [
      landmark(['Hegra', 'الحِجر'], 'heritage-sites', 'archaeological-site', [26.7840, 37.9530], alulaDistricts.ashar,
        ['The Nabataean city of more than a hundred monumental tombs carved into sandstone.', 'مدينة الأنباط التي تضم أكثر من مئة مقبرة ضخمة منحوتة في الحجر الرملي.'], 'daytime'),
      landmark(['Elephant Rock', 'جبل الفيل'], 'parks', 'city-park', [26.6750, 37.9550], alulaDistricts.ashar,
        ['A sandstone rock shaped like an elephant, with seating in the sand for sunset.', 'صخرة رملية على شكل فيل، مع جلسات على الرمل لمشاهدة الغروب.'], 'evening'),
      landmark(['AlUla Old Town', 'البلدة القديمة بالعلا'], 'heritage-sites', 'historic-district', [26.6220, 37.9220], alulaDistricts.oldTown,
        ['Hundreds of mud-brick houses along narrow lanes below the castle.', 'مئات البيوت الطينية على أزقة ضيقة تحت القلعة.'], 'evening'),
      landmark(['Dadan', 'دادان'], 'heritage-sites', 'archaeological-site', [26.6480, 37.9360], alulaDistricts.aziziyah,
        ['The capital of the Dadanite and Lihyanite kingdoms with its lion tombs.', 'عاصمة مملكتي دادان ولحيان بمقابر الأسود.'], 'daytime'),
    ],
  },
  {
    city: 'abha', target: 40, areaCode: '17', coastal: false, districts: Object.values(abhaDistricts),
    landmarks: [
      landmark(['Al Soudah Park', 'منتزه السودة'], 'parks', 'city-park', [18.2690, 42.3680], abhaDistricts.numas,
        ['Juniper forests and cable cars on the highest peak of the Kingdom.', 'غابات العرعر والتلفريك على أعلى قمة في المملكة.'], 'daytime'),
      landmark(['Al Muftaha Village', 'قرية المفتاحة'], 'heritage-sites', 'historic-district', [18.2160, 42.5040], abhaDistricts.muftaha,
        ['The restored Asiri village of painted houses, galleries and a theatre.', 'القرية العسيرية المرممة ببيوتها الملونة ومعارضها ومسرحها.'], 'evening'),
      landmark(['Shamsan Castle', 'قلعة شمسان'], 'heritage-sites', 'fort', [18.2260, 42.5110], abhaDistricts.khalidiyah,
        ['An Ottoman-era fortress on a hill overlooking the city.', 'قلعة من العهد العثماني على تلة تطل على المدينة.'], 'daytime'),
      landmark(['Abha Dam Lake', 'بحيرة سد أبها'], 'parks', 'walkway', [18.2030, 42.4830], abhaDistricts.sad,
        ['A lakeside walkway below green mountains, cool in summer.', 'ممشى على البحيرة تحت الجبال الخضراء، لطيف في الصيف.'], 'none'),
    ],
  },
];
