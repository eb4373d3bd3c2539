// The REST shapes the info resolvers read (generated from openapi.json).
import type { components } from '../upstream/__generated__/restApi.ts';

type Schemas = components['schemas'];

export type RestInfoPage = Schemas['InfoPage'];
export type RestInfoSection = RestInfoPage['sections'][number];
export type RestInfoItem = RestInfoSection['items'][number];
export type RestSiteFacts = Schemas['SiteFacts'];
export type RestFloatingPopup = Schemas['FloatingPopup'];
export type RestSiteSettings = Schemas['SiteSettings'];
