// The community seed: a few more members, and tips (each in its author's language), votes, ratings and photos by
// them and the seeded members on many events, experiences and places. Deterministic; rows are inserted in batches and
// every count (items' tip/photo/rating counts, members' contribution counts) is then derived from the rows.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';
import { GENERATED_FILE, GENERATED_SIZE } from '../community/photo-files.ts';
import { createRandom, type Random } from './content/random.ts';
import { SEED_MEMBER_PASSWORD } from './content/members.ts';
import type { SeedMember } from './types.ts';

const member = (email: string, firstName: string, lastName: string, language: 'en' | 'ar', citySlug: string): SeedMember => ({
  email, password: SEED_MEMBER_PASSWORD, firstName, lastName, username: email.split('@')[0], language, citySlug,
  phoneLocal: null, isPrivate: false, isEmailVerified: true, counts: {},
});

/** Members who write most of the seeded tips (they can sign in with the seed password too). */
export const communityMembers: SeedMember[] = [
  member('faisal@example.com', 'فيصل', 'الدوسري', 'ar', 'riyadh'),
  member('noura@example.com', 'نورة', 'العتيبي', 'ar', 'jeddah'),
  member('abdullah@example.com', 'عبدالله', 'الشهري', 'ar', 'abha'),
  member('haya@example.com', 'هيا', 'الزهراني', 'ar', 'jeddah'),
  member('khalid@example.com', 'Khalid', 'Alghamdi', 'en', 'jeddah'),
  member('reem@example.com', 'Reem', 'Almutairi', 'en', 'riyadh'),
  member('turki@example.com', 'Turki', 'Alshammari', 'en', 'dammam'),
  member('maha@example.com', 'Maha', 'Alqahtani', 'en', 'alula'),
];

type TipTexts = Record<EntityType, Record<'en' | 'ar', string[]>>;

const TIPS: TipTexts = {
  event: {
    en: [
      'Arrive at least 30 minutes early, the queue at the gate gets long after sunset.',
      'Parking fills up quickly; a ride-hailing drop-off at the main gate is much easier.',
      'The seats on the left side have the best view of the stage.',
      'Bring a light jacket, it gets breezy later in the evening.',
      'Food trucks near the entrance are cheaper than the stalls inside.',
      'Great atmosphere for families, but strollers are hard to move around near the front.',
      'Sound was excellent this year, even from the back rows.',
      'Keep your ticket QR code downloaded, the mobile signal is weak inside.',
      'The prayer area is next to the second gate.',
      'Weekday nights are far less crowded than Thursday and Friday.',
    ],
    ar: [
      'احرص على الحضور مبكراً بنصف ساعة على الأقل، الطابور عند البوابة يطول بعد المغرب.',
      'المواقف تمتلئ بسرعة، الأفضل النزول عند البوابة الرئيسية بسيارة أجرة.',
      'المقاعد على الجهة اليسرى تعطيك أفضل إطلالة على المسرح.',
      'خذ معك جاكيت خفيف، الجو يصير بارد آخر الليل.',
      'عربات الأكل عند المدخل أرخص من الأكشاك اللي بالداخل.',
      'الأجواء رائعة للعائلات، لكن عربات الأطفال صعبة الحركة قرب المسرح.',
      'التنظيم ممتاز هذي السنة والصوت واضح حتى من الخلف.',
      'نزّل رمز التذكرة على جوالك قبل الدخول، الشبكة ضعيفة في الداخل.',
      'مصلى الرجال والنساء بجانب البوابة الثانية.',
      'أيام الأسبوع أهدأ بكثير من الخميس والجمعة.',
    ],
  },
  experience: {
    en: [
      'Book the morning slot, the afternoon heat makes it much harder.',
      'The guide speaks both Arabic and English and knows the history well.',
      'Wear comfortable shoes, there is more walking than the description says.',
      'Worth every riyal, the group was small and nobody felt rushed.',
      'Bring water and sunscreen, there is little shade along the way.',
      'Ask for the tasting menu, it is not listed but they offer it.',
      'Good for teenagers; younger kids may get bored halfway.',
      'Photos at the last stop are stunning around golden hour.',
      'They provide all the equipment, you only need a change of clothes.',
      'Confirm the meeting point by phone the day before, it moved for us.',
    ],
    ar: [
      'احجز الفترة الصباحية، حرارة الظهر تخلي التجربة متعبة.',
      'المرشد يتكلم عربي وإنجليزي ويعرف تاريخ المكان بالتفصيل.',
      'البس حذاء مريح، المشي أكثر من المكتوب في الوصف.',
      'تستاهل كل ريال، المجموعة صغيرة وما أحد استعجلنا.',
      'خذ معك ماء وواقي شمس، الظل قليل على الطريق.',
      'اسألهم عن قائمة التذوق، مو مكتوبة بس يقدمونها.',
      'مناسبة للمراهقين، الأطفال الصغار ممكن يملّون في النص.',
      'التصوير في آخر محطة وقت الغروب خيالي.',
      'يوفرون كل المعدات، تحتاج بس ملابس احتياطية.',
      'أكد مكان التجمع بالاتصال قبلها بيوم، تغيّر علينا.',
    ],
  },
  place: {
    en: [
      'Try to come before 8 pm on weekends, it gets packed after that.',
      'Staff are friendly and happy to recommend something if you ask.',
      'There is free parking behind the building that most people miss.',
      'The family section is spacious and quiet.',
      'Prices went up a bit, but the quality is still worth it.',
      'Ask for a table by the window, the view is the best part.',
      'Card payment works everywhere, no need for cash.',
      'Clean, well kept and easy to reach from the main road.',
      'It can be noisy at peak hours, come early for a calm visit.',
      'Opening hours change during Ramadan, check before you go.',
    ],
    ar: [
      'حاول تجي قبل الساعة ٨ مساءً في الويكند، بعدها يصير زحمة.',
      'الموظفين بشوشين ويقترحون عليك لو سألتهم.',
      'فيه مواقف مجانية خلف المبنى أغلب الناس ما ينتبهون لها.',
      'قسم العوائل واسع وهادئ.',
      'الأسعار ارتفعت شوي، بس الجودة لسا تستاهل.',
      'اطلب طاولة جنب الشباك، الإطلالة أحلى شي في المكان.',
      'الدفع بالبطاقة متاح في كل مكان، ما تحتاج كاش.',
      'نظيف ومرتب وسهل الوصول من الطريق الرئيسي.',
      'ممكن يكون مزعج وقت الذروة، تعال بدري لو تبي هدوء.',
      'أوقات الدوام تتغير في رمضان، تأكد قبل لا تروح.',
    ],
  },
};

const NEGATIVE = /noisy|went up|bored|heat|مزعج|ارتفعت|يملّون|متعبة/;

const CAPTIONS: Record<'en' | 'ar', string[]> = {
  en: ['The view from the entrance', 'Evening lights', 'Worth the visit', 'A corner I loved', ''],
  ar: ['المنظر من المدخل', 'الإضاءة في المساء', 'يستاهل الزيارة', 'ركن حبيته', ''],
};

interface Author {
  id: number;
  email: string;
  language: 'en' | 'ar';
}

/** What SeedData carries for this seed: its members, and the moment the rows are dated back from. */
export interface SeedCommunity {
  members: SeedMember[];
  now: Date;
}

export const buildSeedCommunity = (now: Date): SeedCommunity => ({ members: communityMembers, now });

/** The first seeded members (Sara, Omar) add a little on top of their seeded counts, so their levels stay as documented. */
const REGULAR_SHARE = 0.02;

interface Item {
  entityType: EntityType;
  id: number;
  /** Recommended events and experiences and each city's best-known places: what people open first has reviews. */
  featured: boolean;
}

const BATCH = 500;

async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][], returning = ''): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows.slice(start, start + BATCH).map((row) => sql`(${sql.join(row.map((value) => sql`${value}`), sql`, `)})`);
    const query = sql`INSERT INTO ${sql.raw(table)} (${sql.raw(columns.join(', '))}) VALUES ${sql.join(values, sql`, `)}${sql.raw(returning)}`;
    out.push(...(returning ? await queryRows<{ id: number }>(db, query) : (await db.execute(query), [])));
  }
  return out;
}

async function loadItems(db: Db): Promise<Item[]> {
  const happenings = await queryRows<{ id: number; kind: EntityType; featured: boolean }>(db,
    sql`SELECT id, kind, is_recommended AS featured FROM happenings ORDER BY id`);
  const hasPlaces = (await queryRows<{ exists: boolean }>(db, sql`SELECT to_regclass('places') IS NOT NULL AS exists`))[0].exists;
  // The seed lists each city's landmarks first.
  const places = hasPlaces
    ? await queryRows<{ id: number; featured: boolean }>(db, sql.raw(
      'SELECT id, row_number() OVER (PARTITION BY city_id ORDER BY id) <= 12 AS featured FROM places ORDER BY id'))
    : [];
  return [
    ...happenings.map((h) => ({ entityType: h.kind, id: h.id, featured: h.featured })),
    ...places.map((p) => ({ entityType: 'place' as const, id: p.id, featured: p.featured })),
  ];
}

/** Adds the community rows for every item and member present (call after members, items and places are seeded). */
export async function seedCommunity(db: Db, { members, now }: SeedCommunity): Promise<{ tips: number; photos: number; ratings: number }> {
  const random: Random = createRandom('community');
  const everyone = await queryRows<Author>(db, sql`SELECT id, email, language FROM users WHERE is_email_verified ORDER BY id`);
  const crowdEmails = new Set(members.map((m) => m.email));
  const crowd = everyone.filter((a) => crowdEmails.has(a.email));
  const regulars = everyone.filter((a) => !crowdEmails.has(a.email));
  const items = await loadItems(db);
  if (crowd.length < 2 || items.length === 0) return { tips: 0, photos: 0, ratings: 0 };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const some = (count: number) => [
    ...random.shuffle(crowd).slice(0, count), ...regulars.filter(() => random.chance(REGULAR_SHARE)),
  ];

  const tipRows: unknown[][] = [];
  const photoRows: unknown[][] = [];
  const ratingRows: unknown[][] = [];
  for (const item of items) {
    if (random.chance(0.6) || item.featured) {
      const texts = { en: random.shuffle(TIPS[item.entityType].en), ar: random.shuffle(TIPS[item.entityType].ar) };
      for (const author of some(random.int(item.featured ? 3 : 1, item.featured ? 7 : 4))) {
        const text = texts[author.language].pop()!;
        tipRows.push([author.id, item.entityType, item.id, text, NEGATIVE.test(text), at(random.int(0, 120))]);
      }
    }
    if (random.chance(0.3)) {
      for (const author of some(random.int(1, 2))) {
        photoRows.push([author.id, item.entityType, item.id, GENERATED_FILE, random.pick(CAPTIONS[author.language]),
          GENERATED_SIZE.width, GENERATED_SIZE.height, at(random.int(0, 120))]);
      }
    }
    if (random.chance(0.7) || item.featured) {
      for (const author of some(random.int(item.featured ? 3 : 1, 6))) {
        ratingRows.push([author.id, item.entityType, item.id, random.pick([3, 4, 4, 4, 5, 5, 5, 2]), at(random.int(0, 120))]);
      }
    }
  }
  const tips = await insertRows(db, 'tips', ['user_id', 'entity_type', 'entity_id', 'text', 'is_negative', 'created_at'], tipRows, ' RETURNING id, user_id');
  const photos = await insertRows(db, 'photos', ['user_id', 'entity_type', 'entity_id', 'file', 'caption', 'width', 'height', 'created_at'], photoRows, ' RETURNING id, user_id');
  await insertRows(db, 'ratings', ['user_id', 'entity_type', 'entity_id', 'value', 'created_at'], ratingRows);

  const votesOn = (posts: { id: number }[], authorOf: (i: number) => unknown) => posts.flatMap((post, i) =>
    random.shuffle(crowd.filter((a) => a.id !== authorOf(i))).slice(0, random.int(0, 4)).map((voter) => [post.id, voter.id, at(0)]));
  await insertRows(db, 'tip_votes', ['tip_id', 'user_id', 'created_at'], votesOn(tips, (i) => tipRows[i][0]));
  await insertRows(db, 'photo_votes', ['photo_id', 'user_id', 'created_at'], votesOn(photos, (i) => photoRows[i][0]));
  await deriveCounts(db);
  return { tips: tips.length, photos: photos.length, ratings: ratingRows.length };
}

/** Sets every count from the seeded rows: votes on posts, items' counts and averages, members' contributions. */
async function deriveCounts(db: Db) {
  for (const [posts, votes, key] of [['tips', 'tip_votes', 'tip_id'], ['photos', 'photo_votes', 'photo_id']]) {
    await db.execute(sql.raw(`UPDATE ${posts} p SET up_vote_count = v.n FROM (SELECT ${key} AS id, count(*)::int AS n FROM ${votes} GROUP BY ${key}) v WHERE v.id = p.id`));
  }
  const itemStats = (table: string, typeFilter: string) => sql.raw(`
    UPDATE ${table} i SET
      tip_count = (SELECT count(*) FROM tips t WHERE t.entity_type = ${typeFilter} AND t.entity_id = i.id),
      photo_count = (SELECT count(*) FROM photos p WHERE p.entity_type = ${typeFilter} AND p.entity_id = i.id),
      rating_count = (SELECT count(*) FROM ratings r WHERE r.entity_type = ${typeFilter} AND r.entity_id = i.id),
      rating_average = (SELECT round(avg(value), 1) FROM ratings r WHERE r.entity_type = ${typeFilter} AND r.entity_id = i.id)`);
  await db.execute(itemStats('happenings', 'i.kind'));
  if ((await queryRows<{ exists: boolean }>(db, sql`SELECT to_regclass('places') IS NOT NULL AS exists`))[0].exists) {
    await db.execute(itemStats('places', `'place'`));
  }
  // Members' seeded counts (contributions from before the community tables) are kept; the rows add to them.
  await db.execute(sql`
    UPDATE user_counts c SET
      tip = c.tip + (SELECT count(*) FROM tips WHERE user_id = c.user_id),
      photo = c.photo + (SELECT count(*) FROM photos WHERE user_id = c.user_id),
      rating = c.rating + (SELECT count(*) FROM ratings WHERE user_id = c.user_id),
      tip_vote = c.tip_vote + (SELECT count(*) FROM tip_votes WHERE user_id = c.user_id),
      photo_vote = c.photo_vote + (SELECT count(*) FROM photo_votes WHERE user_id = c.user_id),
      up_vote = c.up_vote + (SELECT coalesce(sum(up_vote_count), 0) FROM tips WHERE user_id = c.user_id)
        + (SELECT coalesce(sum(up_vote_count), 0) FROM photos WHERE user_id = c.user_id)`);
}
