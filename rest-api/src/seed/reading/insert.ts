// Inserts the seed articles (those of the cities the database has) and fills the curated lists from the content
// already seeded in each city: each list takes from its sources in turn (places of some categories, events,
// experiences, articles of some kinds), in id order, up to its size.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import * as t from '../../db/schema.ts';
import type { CuratedItemType } from '../../db/schema.ts';
import { sanitizeHtml, textOf } from '../../articles/html.ts';
import { TITLE_SEPARATOR } from '../../articles/queries.ts';
import { NAME_SEPARATOR } from '../../curatedLists/queries.ts';
import { normalizeSearchText } from '../../places/normalize.ts';
import { seedArticles } from './articles.ts';
import { CURATED_LISTS, type ListSource } from './lists.ts';
import type { TopicKind } from './topic.ts';

interface Candidate {
  type: CuratedItemType;
  id: number;
  cityId: number;
  /** place category slug or article topic kind */
  group: string | null;
}

export async function seedReading(db: Db): Promise<{ articles: number; lists: number }> {
  const cities = new Map((await db.select().from(t.cities)).map((city) => [city.slug, city.id]));
  const tags = new Map((await db.select().from(t.tags)).map((tag) => [tag.slug, tag]));
  const wanted = seedArticles().filter((article) => article.citySlugs.every((slug) => cities.has(slug)));
  const articles = wanted.length
    ? await db
        .insert(t.articles)
        .values(
          wanted.map((article) => {
            const body = sanitizeHtml(article.body);
            const tagNames = article.tagSlugs.flatMap((slug) => {
              const tag = tags.get(slug);
              return tag ? [tag.nameEn, tag.nameAr] : [];
            });
            return {
              shareId: article.shareId,
              slug: article.slug,
              language: article.language,
              title: article.title,
              summary: article.summary,
              body,
              sourceName: article.sourceName,
              authorName: article.authorName,
              motif: article.motif,
              searchText:
                normalizeSearchText(article.title) +
                TITLE_SEPARATOR +
                normalizeSearchText([article.summary, textOf(body), ...tagNames].join(' ')),
              publishedAt: article.publishedAt,
            };
          }),
        )
        .returning({ id: t.articles.id, slug: t.articles.slug })
    : [];
  const articleId = new Map(articles.map((row) => [row.slug, row.id]));
  await linkTranslations(
    db,
    wanted.flatMap((a) => {
      const translation = articleId.get(a.translationSlug);
      return translation ? [{ id: articleId.get(a.slug)!, translation }] : [];
    }),
  );
  const tagLinks = wanted.flatMap((a) =>
    a.tagSlugs
      .filter((slug) => tags.has(slug))
      .map((slug) => ({ articleId: articleId.get(a.slug)!, tagId: tags.get(slug)!.id })),
  );
  const cityLinks = wanted.flatMap((a) =>
    a.citySlugs.map((slug) => ({ articleId: articleId.get(a.slug)!, cityId: cities.get(slug)! })),
  );
  if (tagLinks.length) await db.insert(t.articleTags).values(tagLinks);
  if (cityLinks.length) await db.insert(t.articleCities).values(cityLinks);
  const kindOf = new Map(wanted.map((a) => [articleId.get(a.slug)!, a.kind as TopicKind]));

  const candidates = await loadCandidates(db, kindOf);
  const lists = CURATED_LISTS.filter((list) => cities.has(list.citySlug));
  let sortOrder = 0;
  for (const list of lists) {
    const cityId = cities.get(list.citySlug)!;
    const items = pick(
      candidates.filter((c) => c.cityId === cityId),
      list.sources,
      list.size,
    );
    const [row] = await db
      .insert(t.curatedLists)
      .values({
        shareId: `l${(sortOrder + 1).toString(36).padStart(3, '0')}${list.slug.slice(0, 4)}`,
        slug: list.slug,
        nameEn: list.name.en,
        nameAr: list.name.ar,
        descriptionEn: list.description.en,
        descriptionAr: list.description.ar,
        motif: list.motif,
        searchText:
          normalizeSearchText(`${list.name.en} ${list.name.ar}`) +
          NAME_SEPARATOR +
          normalizeSearchText(`${list.description.en} ${list.description.ar}`),
        sortOrder: ++sortOrder,
        itemCount: items.length,
      })
      .returning({ id: t.curatedLists.id });
    await db.insert(t.curatedListCities).values({ listId: row.id, cityId });
    if (items.length) {
      await db
        .insert(t.curatedListItems)
        .values(
          items.map((item, index) => ({ listId: row.id, position: index + 1, itemType: item.type, itemId: item.id })),
        );
    }
  }
  return { articles: articles.length, lists: lists.length };
}

/** One statement for every pair. */
async function linkTranslations(db: Db, links: { id: number; translation: number }[]) {
  if (!links.length) return;
  const values = sql.join(
    links.map((link) => sql`(${link.id}::int, ${link.translation}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE articles SET translation_id = pair.translation FROM (VALUES ${values}) AS pair (id, translation) WHERE articles.id = pair.id`,
  );
}

async function loadCandidates(db: Db, articleKinds: Map<number, TopicKind>): Promise<Candidate[]> {
  const h = t.happenings;
  const p = t.places;
  // One after another: the seed runs in one transaction, which holds one connection (no concurrent queries on it).
  const happenings = await db.select({ id: h.id, kind: h.kind, cityId: h.cityId }).from(h).orderBy(asc(h.id));
  const places = await db
    .select({ id: p.id, cityId: p.cityId, category: t.placeCategories.slug })
    .from(p)
    .innerJoin(t.placeCategories, eq(t.placeCategories.id, p.categoryId))
    .orderBy(asc(p.id));
  const articleCities = await db.select().from(t.articleCities).orderBy(asc(t.articleCities.articleId));
  return [
    ...happenings.map((row) => ({ type: row.kind, id: row.id, cityId: row.cityId, group: null })),
    ...places.map((row) => ({ type: 'place' as const, id: row.id, cityId: row.cityId, group: row.category })),
    ...articleCities.map((row) => ({
      type: 'article' as const,
      id: row.articleId,
      cityId: row.cityId,
      group: articleKinds.get(row.articleId) ?? null,
    })),
  ];
}

const matches = (source: ListSource, c: Candidate) => {
  if (source.type !== c.type) return false;
  if (source.type === 'place') return !source.categories?.length || source.categories.includes(c.group ?? '');
  if (source.type === 'article') return !source.kinds?.length || source.kinds.includes(c.group as TopicKind);
  return true;
};

/** Takes one item from each source in turn (skipping spent sources) until the list is full. */
function pick(candidates: Candidate[], sources: ListSource[], size: number): Candidate[] {
  const queues = sources.map((source) => candidates.filter((c) => matches(source, c)));
  const taken = new Set<string>();
  const out: Candidate[] = [];
  while (out.length < size && queues.some((queue) => queue.length)) {
    for (const queue of queues) {
      while (queue.length) {
        const next = queue.shift()!;
        const key = `${next.type}:${next.id}`;
        if (taken.has(key)) continue;
        taken.add(key);
        out.push(next);
        break;
      }
      if (out.length >= size) break;
    }
  }
  return out;
}
