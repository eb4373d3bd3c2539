// Home rows -> the contract's HomeList and HomeSlide.
import { happening } from '../happenings/serialize.ts';
import type { Urls } from '../http/urls.ts';
import type { HomeListWithItems, SlideRow } from './queries.ts';
import type { HomeList, HomeSlide } from './schemas.ts';

export const homeList =
  (urls: Urls) =>
  ({ list, total, items }: HomeListWithItems): HomeList => ({
    id: list.id,
    slug: list.slug,
    name_en: list.nameEn,
    name_ar: list.nameAr,
    description_en: list.descriptionEn,
    description_ar: list.descriptionAr,
    item_type: list.kind,
    city_id: list.cityId,
    item_count: total,
    items: items.map(happening(urls)),
  });

export const slide =
  (urls: Urls) =>
  (s: SlideRow): HomeSlide => ({
    id: s.id,
    title_en: s.titleEn,
    title_ar: s.titleAr,
    subtitle_en: s.subtitleEn,
    subtitle_ar: s.subtitleAr,
    image: urls.media('slides', String(s.id)),
    thumbnail: urls.media('slides', String(s.id), 'thumb'),
    target: s.target,
    item_id: s.happeningId,
    url: s.url,
    sort_order: s.sortOrder,
  });
