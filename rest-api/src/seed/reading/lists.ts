// The seed curated lists: per city, what each list gathers (places of some categories, events, experiences, articles
// of some kinds); insert.ts fills them from the city's content in that order, taking from each source in turn.
import type { Bilingual } from '../types.ts';
import type { TopicKind } from './topic.ts';

export type ListSource =
  | { type: 'place'; categories?: string[] }
  | { type: 'event' | 'experience' }
  | { type: 'article'; kinds?: TopicKind[] };

export interface SeedCuratedList {
  slug: string;
  citySlug: string;
  name: Bilingual;
  description: Bilingual;
  motif: string;
  sources: ListSource[];
  /** at most this many items (8 to 30) */
  size: number;
}

type Pair = [en: string, ar: string];
const bi = ([en, ar]: Pair): Bilingual => ({ en, ar });
const list = (
  citySlug: string,
  slug: string,
  motif: string,
  size: number,
  name: Pair,
  description: Pair,
  sources: ListSource[],
): SeedCuratedList => ({ slug, citySlug, motif, size, name: bi(name), description: bi(description), sources });

const places = (...categories: string[]): ListSource => ({ type: 'place', categories });
const articles = (...kinds: TopicKind[]): ListSource => ({ type: 'article', kinds });
const events: ListSource = { type: 'event' };
const experiences: ListSource = { type: 'experience' };

// prettier-ignore
export const CURATED_LISTS: SeedCuratedList[] = [
  list('jeddah', 'jeddah-heritage-trail', 'heritage', 12, ['Al-Balad heritage trail', 'درب التراث في البلد'],
    ['Coral-stone houses, museums and the stories behind them.', 'بيوت الحجر المنقبي والمتاحف والحكايات التي وراءها.'],
    [places('heritage-sites', 'museums'), articles('landmark', 'culture'), experiences]),
  list('jeddah', 'jeddah-waterfront-evenings', 'beach', 14, ['Evenings on the Jeddah waterfront', 'أمسيات على واجهة جدة البحرية'],
    ['Beaches, seaside parks and what is on by the sea after sunset.', 'شواطئ وحدائق بحرية وما يقام على البحر بعد الغروب.'],
    [places('beaches', 'parks', 'cafes'), events]),
  list('jeddah', 'jeddah-food-lovers', 'food', 16, ['Jeddah for food lovers', 'جدة لعشاق الطعام'],
    ['From foul and tamees at dawn to seafood by the port.', 'من الفول والتميس فجرًا إلى المأكولات البحرية عند الميناء.'],
    [places('restaurants', 'cafes'), articles('food'), experiences]),
  list('jeddah', 'jeddah-weekend-picks', 'festival', 20, ['This weekend in Jeddah', 'عطلة هذا الأسبوع في جدة'],
    ['Our editors’ mix of shows, outings and places to eat.', 'تشكيلة محررينا من العروض والنزهات وأماكن الطعام.'],
    [events, experiences, places(), articles('season')]),
  list('riyadh', 'riyadh-history-day', 'museum', 12, ['A day of history in Riyadh', 'يوم من التاريخ في الرياض'],
    ['Diriyah, Masmak and the old souqs in one day.', 'الدرعية والمصمك والأسواق القديمة في يوم واحد.'],
    [places('heritage-sites', 'museums'), articles('landmark', 'culture'), experiences]),
  list('riyadh', 'riyadh-coffee-and-dates', 'cafe', 14, ['Coffee, dates and Najdi tables', 'قهوة وتمر وموائد نجدية'],
    ['Where to drink gahwa and eat like a Riyadh family.', 'أين تشرب القهوة وتأكل كعائلة من الرياض.'],
    [places('cafes', 'restaurants'), articles('food')]),
  list('riyadh', 'riyadh-season-nights', 'stars', 18, ['Riyadh Season nights', 'ليالي موسم الرياض'],
    ['Concerts, shows and late dinners across the capital.', 'حفلات وعروض وعشاء متأخر في أنحاء العاصمة.'],
    [events, experiences, places('malls', 'restaurants'), articles('season')]),
  list('dammam', 'eastern-coast-escapes', 'beach', 12, ['Escapes on the Eastern coast', 'نزهات على الساحل الشرقي'],
    ['Beaches, corniches and the bay south of the city.', 'شواطئ وكورنيش والخليج جنوب المدينة.'],
    [places('beaches', 'parks'), events, articles('landmark')]),
  list('dammam', 'dammam-family-weekend', 'family', 16, ['A family weekend in Dammam', 'عطلة عائلية في الدمام'],
    ['Parks, malls and activities for every age.', 'حدائق ومراكز تسوق وأنشطة لكل الأعمار.'],
    [places('parks', 'malls'), experiences, events]),
  list('dammam', 'eastern-culture-and-pearls', 'diving', 10, ['Culture and pearls of the East', 'ثقافة الشرقية ولآلئها'],
    ['Ithra, Tarout and the heritage of the pearl divers.', 'إثراء وتاروت وتراث غواصي اللؤلؤ.'],
    [places('museums', 'heritage-sites'), articles('culture', 'food')]),
  list('alula', 'alula-ancient-wonders', 'heritage', 10, ['Ancient wonders of AlUla', 'عجائب العلا القديمة'],
    ['Nabataean tombs, sandstone giants and the old town.', 'مقابر الأنباط وعمالقة الحجر الرملي والبلدة القديمة.'],
    [places('heritage-sites', 'museums'), articles('landmark', 'culture'), experiences]),
  list('alula', 'alula-oasis-flavours', 'food', 10, ['Flavours of the AlUla oasis', 'نكهات واحة العلا'],
    ['Farm breakfasts, dates and dinners under the cliffs.', 'فطور المزارع والتمور وعشاء تحت الجبال.'],
    [places('restaurants', 'cafes'), articles('food'), experiences]),
  list('alula', 'alula-winter-nights', 'stars', 12, ['Winter nights in AlUla', 'ليالي الشتاء في العلا'],
    ['Stargazing, concerts at Maraya and the Tantora season.', 'رصد النجوم وحفلات مرايا وموسم طنطورة.'],
    [events, experiences, articles('season', 'culture'), places('hotels')]),
  list('abha', 'abha-mountain-air', 'hiking', 12, ['Mountain air in Abha', 'هواء الجبال في أبها'],
    ['Peaks, parks and viewpoints above the clouds.', 'قمم وحدائق ومطلات فوق الغيوم.'],
    [places('parks', 'heritage-sites'), experiences, articles('landmark')]),
  list('abha', 'asir-heritage-and-art', 'art', 10, ['Asir heritage and art', 'تراث عسير وفنونه'],
    ['Stone villages, painted walls and the Tuesday market.', 'قرى حجرية وجدران ملونة وسوق الثلاثاء.'],
    [places('heritage-sites', 'museums'), articles('culture'), events]),
  list('abha', 'abha-summer-family', 'family', 14, ['A cool summer with the family', 'صيف بارد مع العائلة'],
    ['What to do with children when Abha is in the clouds.', 'ماذا تفعل مع الأطفال حين تكون أبها بين الغيوم.'],
    [experiences, events, places('parks', 'restaurants'), articles('season', 'food')]),
];
