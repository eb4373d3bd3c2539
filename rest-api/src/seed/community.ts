// The community seed: a few more members, and tips (each in its author's language), votes, ratings and photos by
// them and the seeded members on many events, experiences and places. Deterministic; rows are inserted in batches and
// every count (items' tip/photo/rating counts, members' contribution counts) is then derived from the rows.
import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { EntityType } from '../db/schema.ts';
import type { ItemTable } from '../community/kinds.ts';
import { GENERATED_FILE, GENERATED_SIZE } from '../community/photo-files.ts';
import { PHOTO, TIP } from '../community/posts.ts';
import { createRandom, type Random } from './content/random.ts';
import { SEED_MEMBER_PASSWORD } from './content/members.ts';
import type { SeedMember } from './types.ts';

const member = (
  email: string,
  firstName: string,
  lastName: string,
  language: 'en' | 'ar',
  citySlug: string,
): SeedMember => ({
  email,
  password: SEED_MEMBER_PASSWORD,
  firstName,
  lastName,
  username: email.split('@')[0],
  language,
  citySlug,
  phoneLocal: null,
  isPrivate: false,
  isEmailVerified: true,
  counts: {},
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

type TipTexts = Record<Exclude<EntityType, 'article'>, Record<'en' | 'ar', string[]>>;

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

/** What SeedData carries for this seed: its members, and the moment the rows are dated back from. */
export interface SeedCommunity {
  members: SeedMember[];
  now: Date;
}

export const buildSeedCommunity = (now: Date): SeedCommunity => ({ members: communityMembers, now });

/** The first seeded members (Sara, Omar) write on a share of the items: their counts are their rows, and Sara stays at level 3. */
const REGULAR_SHARE = 0.03;

interface Item {
  entityType: Exclude<EntityType, 'article'>;
  id: number;
  /** Recommended events and experiences and each city's best-known places: what people open first has reviews. */
  featured: boolean;
}

const BATCH = 500;

/** Runs `insert` on the rows BATCH at a time (one statement each) and gathers what it returns. */
async function inBatches<Row, Out>(rows: Row[], insert: (batch: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    out.push(...(await insert(rows.slice(start, start + BATCH))));
  }
  return out;
}

async function loadItems(db: Db): Promise<Item[]> {
  const h = t.happenings;
  const p = t.places;
  const happenings = await db.select({ id: h.id, kind: h.kind, featured: h.isRecommended }).from(h).orderBy(h.id);
  // The seed lists each city's landmarks first.
  const landmark = sql<boolean>`row_number() OVER (PARTITION BY ${p.cityId} ORDER BY ${p.id}) <= 12`;
  const places = await db.select({ id: p.id, featured: landmark }).from(p).orderBy(p.id);
  return [
    ...happenings.map((row) => ({ entityType: row.kind, id: row.id, featured: row.featured })),
    ...places.map((row) => ({ entityType: 'place' as const, id: row.id, featured: row.featured })),
  ];
}

/** Adds the community rows for every item and member present (call after members, items and places are seeded). */
export async function seedCommunity(
  db: Db,
  { members, now }: SeedCommunity,
): Promise<{ tips: number; photos: number; ratings: number }> {
  const random: Random = createRandom('community');
  const u = t.users;
  const everyone = await db
    .select({ id: u.id, email: u.email, language: u.language })
    .from(u)
    .where(eq(u.isEmailVerified, true))
    .orderBy(u.id);
  const crowdEmails = new Set(members.map((m) => m.email));
  const crowd = everyone.filter((a) => crowdEmails.has(a.email));
  const regulars = everyone.filter((a) => !crowdEmails.has(a.email));
  const items = await loadItems(db);
  if (crowd.length < 2 || items.length === 0) return { tips: 0, photos: 0, ratings: 0 };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const some = (count: number) => [
    ...random.shuffle(crowd).slice(0, count),
    ...regulars.filter(() => random.chance(REGULAR_SHARE)),
  ];

  const tipRows: (typeof t.tips.$inferInsert)[] = [];
  const photoRows: (typeof t.photos.$inferInsert)[] = [];
  const ratingRows: (typeof t.ratings.$inferInsert)[] = [];
  for (const item of items) {
    const about = { entityType: item.entityType, entityId: item.id };
    if (random.chance(0.6) || item.featured) {
      const texts = { en: random.shuffle(TIPS[item.entityType].en), ar: random.shuffle(TIPS[item.entityType].ar) };
      for (const author of some(random.int(item.featured ? 3 : 1, item.featured ? 7 : 4))) {
        const text = texts[author.language].pop()!;
        const isNegative = NEGATIVE.test(text);
        tipRows.push({ userId: author.id, ...about, text, isNegative, createdAt: at(random.int(0, 120)) });
      }
    }
    if (random.chance(0.3)) {
      for (const author of some(random.int(1, 2))) {
        photoRows.push({
          userId: author.id,
          ...about,
          file: GENERATED_FILE,
          caption: random.pick(CAPTIONS[author.language]),
          width: GENERATED_SIZE.width,
          height: GENERATED_SIZE.height,
          createdAt: at(random.int(0, 120)),
        });
      }
    }
    if (random.chance(0.7) || item.featured) {
      for (const author of some(random.int(item.featured ? 3 : 1, 6))) {
        const value = random.pick([3, 4, 4, 4, 5, 5, 5, 2]);
        ratingRows.push({ userId: author.id, ...about, value, createdAt: at(random.int(0, 120)) });
      }
    }
  }
  const tips = await inBatches(tipRows, (batch) => db.insert(t.tips).values(batch).returning({ id: t.tips.id }));
  const photos = await inBatches(photoRows, (batch) =>
    db.insert(t.photos).values(batch).returning({ id: t.photos.id }),
  );
  await inBatches(ratingRows, (batch) =>
    db
      .insert(t.ratings)
      .values(batch)
      .then(() => []),
  );

  const votersOf = (posts: { id: number }[], authorOf: (i: number) => number) =>
    posts.map((post, i) => ({
      postId: post.id,
      voters: random.shuffle(crowd.filter((a) => a.id !== authorOf(i))).slice(0, random.int(0, 4)),
    }));
  const tipVotes = votersOf(tips, (i) => tipRows[i].userId).flatMap(({ postId, voters }) =>
    voters.map((voter) => ({ tipId: postId, userId: voter.id, createdAt: at(0) })),
  );
  await inBatches(tipVotes, (batch) =>
    db
      .insert(t.tipVotes)
      .values(batch)
      .then(() => []),
  );
  const photoVotes = votersOf(photos, (i) => photoRows[i].userId).flatMap(({ postId, voters }) =>
    voters.map((voter) => ({ photoId: postId, userId: voter.id, createdAt: at(0) })),
  );
  await inBatches(photoVotes, (batch) =>
    db
      .insert(t.photoVotes)
      .values(batch)
      .then(() => []),
  );
  await deriveCounts(db);
  return { tips: tips.length, photos: photos.length, ratings: ratingRows.length };
}

/** `(SELECT count(*) ...)` of the rows matching `where`, to set a count from. */
const countOf = (db: Db, table: PgTable, where: SQL | undefined) =>
  sql`${db.select({ n: count() }).from(table).where(where)}`;

/** Sets every count from the seeded rows: votes on posts, items' counts and averages, members' contributions. */
async function deriveCounts(db: Db) {
  for (const type of [TIP, PHOTO]) {
    const p = type.table;
    const votes = db
      .select({ postId: type.voteKey, n: count().as('n') })
      .from(type.votes)
      .groupBy(type.voteKey)
      .as('v');
    await db
      .update(p)
      .set({ upVoteCount: sql`${votes.n}` })
      .from(votes)
      .where(eq(votes.postId, p.id));
  }
  const itemStats = (table: ItemTable, entityType: AnyColumn | EntityType) => {
    const about = (rows: typeof t.tips | typeof t.photos | typeof t.ratings) =>
      and(eq(rows.entityType, entityType), eq(rows.entityId, table.id));
    const r = t.ratings;
    return db.update(table).set({
      tipCount: countOf(db, t.tips, about(t.tips)),
      photoCount: countOf(db, t.photos, about(t.photos)),
      ratingCount: countOf(db, r, about(r)),
      ratingAverage: sql`${db
        .select({ average: sql`round(avg(${r.value}), 1)` })
        .from(r)
        .where(about(r))}`,
    });
  };
  await itemStats(t.happenings, t.happenings.kind);
  await itemStats(t.places, 'place');
  // Members' counts are exactly their rows (a count equals the list it counts, docs/social.md). `answer`,
  // `added_places` and `place_edits` have no rows of their own and keep their seeded values.
  const c = t.userCounts;
  const by = (
    rows:
      typeof t.tips | typeof t.photos | typeof t.ratings | typeof t.tipVotes | typeof t.photoVotes | typeof t.checkins,
  ) => eq(rows.userId, c.userId);
  const upVotes = (p: typeof t.tips | typeof t.photos) =>
    sql`${db
      .select({ n: sql`coalesce(sum(${p.upVoteCount}), 0)` })
      .from(p)
      .where(by(p))}`;
  await db.update(c).set({
    tip: countOf(db, t.tips, by(t.tips)),
    photo: countOf(db, t.photos, by(t.photos)),
    rating: countOf(db, t.ratings, by(t.ratings)),
    tipVote: countOf(db, t.tipVotes, by(t.tipVotes)),
    photoVote: countOf(db, t.photoVotes, by(t.photoVotes)),
    checkin: countOf(db, t.checkins, by(t.checkins)),
    upVote: sql`${upVotes(t.tips)} + ${upVotes(t.photos)}`,
  });
}
