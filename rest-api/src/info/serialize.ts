// Info rows -> the contract's InfoPage, FloatingPopup and SiteSettings.
import type { Urls } from '../http/urls.ts';
import type { InfoPageRow, PopupRow } from './queries.ts';
import type { FloatingPopup, InfoPage, SiteSettings } from './schemas.ts';

export const infoPage = (row: InfoPageRow): InfoPage => ({
  id: row.id,
  url: row.url,
  title_en: row.titleEn,
  title_ar: row.titleAr,
  description_en: row.descriptionEn,
  description_ar: row.descriptionAr,
  keywords_en: row.keywordsEn,
  keywords_ar: row.keywordsAr,
  sections: row.sections,
  updated_at: row.updatedAt.toISOString(),
});

/** A stored media path ("/media/...") made absolute; absolute URLs stay as they are. */
const absolute = (urls: Urls, value: string) => (value.startsWith('/') ? `${urls.base()}${value}` : value);

export const popup =
  (urls: Urls) =>
  (row: PopupRow): FloatingPopup => ({
    id: row.id,
    image: absolute(urls, row.image),
    thumbnail: absolute(urls, row.thumbnail),
    page_url: row.pageUrl,
    navigation_url: row.navigationUrl,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    visible: row.visible,
  });

export function settings(urls: Urls, values: Map<string, string>, vapidPublicKey: string): SiteSettings {
  const url = (key: string) => {
    const value = values.get(key)?.trim();
    return value ? absolute(urls, value) : null;
  };
  return {
    home_list_video_url: url('home_list_video_url'),
    home_list_video_poster: url('home_list_video_poster'),
    home_list_video_captions: url('home_list_video_captions'),
    show_hijri_dates: values.get('show_hijri_dates') === 'true',
    vapid_public_key: vapidPublicKey,
  };
}
