// Discover: one list over the items of every kind (events and experiences not over yet, places, articles), either the
// nearest to a point first, or a city's items in a random order fixed by a seed: md5(type:id:seed) sorts the same way
// on every page of one seed, and a new seed reshuffles. Two queries (count and page) whatever the page size.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import type { ArticleLanguage, CuratedItemType } from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import { distanceKmSql } from '../db/distance.ts';

export const DISCOVER_ITEM_TYPES = ['event', 'experience', 'place', 'article'] as const;

export interface DiscoverItem {
  itemType: CuratedItemType;
  itemId: number;
  cityId: number;
  distanceKm: number | null;
}

interface Source {
  now: Date;
  itemType?: CuratedItemType;
  cityIds?: number[];
  /** articles have no position: the near list leaves them out */
  withArticles: boolean;
  /** only the articles written in this language */
  articleLanguage?: ArticleLanguage;
}

const inLanguage = (language: ArticleLanguage | undefined) =>
  language
    ? sql`AND EXISTS (SELECT 1 FROM articles WHERE articles.id = article_id AND articles.language = ${language})`
    : sql``;

/** The items as rows (item_type, item_id, city_id, latitude, longitude). */
function items({ now, itemType, cityIds, withArticles, articleLanguage }: Source): SQL {
  const inCities = (column: string) => (cityIds ? sql`AND ${sql.raw(column)} IN ${cityIds}` : sql``);
  const parts: SQL[] = [];
  for (const kind of ['event', 'experience'] as const) {
    if (itemType && itemType !== kind) continue;
    parts.push(sql`SELECT kind AS item_type, id AS item_id, city_id, latitude, longitude FROM happenings
      WHERE kind = ${kind} AND end_date >= ${now.toISOString()} ${inCities('city_id')}`);
  }
  if (!itemType || itemType === 'place') {
    parts.push(
      sql`SELECT 'place' AS item_type, id AS item_id, city_id, latitude, longitude FROM places WHERE true ${inCities('city_id')}`,
    );
  }
  if (withArticles && (!itemType || itemType === 'article')) {
    parts.push(sql`SELECT 'article' AS item_type, article_id AS item_id, min(city_id) AS city_id,
      NULL::double precision AS latitude, NULL::double precision AS longitude
      FROM article_cities WHERE true ${inCities('city_id')} ${inLanguage(articleLanguage)} GROUP BY article_id`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

interface Row {
  item_type: CuratedItemType;
  item_id: number;
  city_id: number;
  distance_km: number | null;
}

async function page(db: Db, source: SQL, order: SQL, distanceKm: SQL, window: Window) {
  const [counted, rows] = await Promise.all([
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM (${source}) AS items`),
    queryRows<Row>(
      db,
      sql`SELECT item_type, item_id, city_id, ${distanceKm} AS distance_km FROM (${source}) AS items
        ORDER BY ${order}, item_type, item_id OFFSET ${window.offset} LIMIT ${window.limit}`,
    ),
  ]);
  return {
    total: Number(counted[0].n),
    items: rows.map((row): DiscoverItem => ({
      itemType: row.item_type,
      itemId: Number(row.item_id),
      cityId: Number(row.city_id),
      distanceKm: row.distance_km === null ? null : Number(row.distance_km),
    })),
  };
}

/** The items nearest to the point first. */
export function discoverNear(
  db: Db,
  at: { latitude: number; longitude: number },
  filter: { now: Date; itemType?: CuratedItemType },
  window: Window,
) {
  const d = distanceKmSql(sql`latitude`, sql`longitude`, at);
  return page(db, items({ ...filter, withArticles: false }), d, d, window);
}

/** The cities' items in the random order of `seed`. */
export function discoverInCities(
  db: Db,
  filter: { now: Date; itemType?: CuratedItemType; cityIds?: number[]; articleLanguage?: ArticleLanguage },
  seed: string,
  window: Window,
) {
  const order = sql`md5(item_type || ':' || item_id || ':' || ${seed})`;
  return page(db, items({ ...filter, withArticles: true }), order, sql`NULL::double precision`, window);
}
