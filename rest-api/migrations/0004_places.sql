-- Places: categories and subcategories (fixed reference data, inserted here), places with their tags and
-- opening hours, check-ins, and members' suggestions of new places and of edits (kept for review, never applied).
CREATE TABLE place_categories (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  icon text NOT NULL,
  sort_order integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE place_subcategories (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES place_categories (id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL
);
--> statement-breakpoint
INSERT INTO place_categories (slug, name_en, name_ar, icon, sort_order) VALUES
  ('restaurants', 'Restaurants', 'مطاعم', 'restaurant', 1),
  ('cafes', 'Cafes', 'مقاهي', 'cafe', 2),
  ('malls', 'Malls', 'مراكز تسوق', 'mall', 3),
  ('museums', 'Museums', 'متاحف', 'museum', 4),
  ('parks', 'Parks', 'حدائق', 'park', 5),
  ('beaches', 'Beaches', 'شواطئ', 'beach', 6),
  ('hotels', 'Hotels', 'فنادق', 'hotel', 7),
  ('heritage-sites', 'Heritage sites', 'مواقع تراثية', 'heritage', 8);
--> statement-breakpoint
INSERT INTO place_subcategories (category_id, slug, name_en, name_ar)
SELECT c.id, s.slug, s.name_en, s.name_ar
FROM (VALUES
  ('restaurants', 'saudi-cuisine', 'Saudi cuisine', 'مأكولات سعودية'),
  ('restaurants', 'seafood', 'Seafood', 'مأكولات بحرية'),
  ('restaurants', 'grills', 'Grills', 'مشويات'),
  ('restaurants', 'international', 'International', 'مأكولات عالمية'),
  ('restaurants', 'fast-food', 'Fast food', 'وجبات سريعة'),
  ('cafes', 'specialty-coffee', 'Specialty coffee', 'قهوة مختصة'),
  ('cafes', 'arabic-coffee', 'Arabic coffee', 'قهوة عربية'),
  ('cafes', 'bakery-cafe', 'Bakery cafe', 'مخبز ومقهى'),
  ('malls', 'shopping-center', 'Shopping center', 'مركز تسوق'),
  ('malls', 'traditional-souq', 'Traditional souq', 'سوق شعبي'),
  ('malls', 'outlet', 'Outlet', 'منفذ بيع'),
  ('museums', 'history-museum', 'History museum', 'متحف تاريخي'),
  ('museums', 'art-gallery', 'Art gallery', 'معرض فني'),
  ('museums', 'science-center', 'Science center', 'مركز علوم'),
  ('parks', 'city-park', 'City park', 'حديقة عامة'),
  ('parks', 'family-park', 'Family park', 'حديقة عائلية'),
  ('parks', 'walkway', 'Walkway', 'ممشى'),
  ('beaches', 'public-beach', 'Public beach', 'شاطئ عام'),
  ('beaches', 'beach-club', 'Beach club', 'نادي شاطئ'),
  ('hotels', 'luxury-hotel', 'Luxury hotel', 'فندق فاخر'),
  ('hotels', 'business-hotel', 'Business hotel', 'فندق أعمال'),
  ('hotels', 'resort', 'Resort', 'منتجع'),
  ('hotels', 'boutique-hotel', 'Boutique hotel', 'فندق بوتيك'),
  ('heritage-sites', 'historic-district', 'Historic district', 'حي تاريخي'),
  ('heritage-sites', 'fort', 'Fort and palace', 'قلعة وقصر'),
  ('heritage-sites', 'archaeological-site', 'Archaeological site', 'موقع أثري')
) AS s (category_slug, slug, name_en, name_ar)
JOIN place_categories c ON c.slug = s.category_slug
ORDER BY c.id, s.slug;
--> statement-breakpoint
CREATE TABLE places (
  id serial PRIMARY KEY,
  share_id text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  about_en text NOT NULL DEFAULT '',
  about_ar text NOT NULL DEFAULT '',
  category_id integer NOT NULL REFERENCES place_categories (id),
  subcategory_id integer REFERENCES place_subcategories (id),
  city_id integer NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  features text[] NOT NULL DEFAULT '{}',
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  address_en text NOT NULL DEFAULT '',
  address_ar text NOT NULL DEFAULT '',
  district_en text NOT NULL DEFAULT '',
  district_ar text NOT NULL DEFAULT '',
  phone text,
  website text,
  facebook text,
  twitter text,
  youtube text,
  instagram text,
  -- normalized (see src/places/normalize.ts) when the row is written: names only, and names with everything searchable
  search_name text NOT NULL DEFAULT '',
  search_text text NOT NULL DEFAULT '',
  tip_count integer NOT NULL DEFAULT 0,
  photo_count integer NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  rating_average numeric(3, 1),
  checkin_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX places_city ON places (city_id, category_id);
--> statement-breakpoint
CREATE INDEX places_owner ON places (owner_id);
--> statement-breakpoint
CREATE INDEX places_position ON places (latitude, longitude);
--> statement-breakpoint
CREATE INDEX places_search_trgm ON places USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX places_search_name_trgm ON places USING gin (search_name gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE place_tags (
  place_id integer NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (place_id, tag_id)
);
--> statement-breakpoint
CREATE INDEX place_tags_tag ON place_tags (tag_id);
--> statement-breakpoint
-- One row per opening span, or one row without a span for a closed day. Minutes count from Sunday 00:00 in
-- Asia/Riyadh; closes_at may pass 10080 (Saturday night into Sunday), so "open at minute m" is
-- opens_at <= m < closes_at OR opens_at <= m + 10080 < closes_at.
CREATE TABLE place_hours (
  id serial PRIMARY KEY,
  place_id integer NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  closed boolean NOT NULL DEFAULT false,
  all_day boolean NOT NULL DEFAULT false,
  opens_at integer CHECK (opens_at BETWEEN 0 AND 10079),
  closes_at integer CHECK (closes_at BETWEEN 1 AND 11519),
  CHECK ((opens_at IS NULL) = (closes_at IS NULL) AND (opens_at IS NULL OR closes_at > opens_at)),
  CHECK (NOT closed OR opens_at IS NULL)
);
--> statement-breakpoint
CREATE INDEX place_hours_place ON place_hours (place_id, weekday, opens_at);
--> statement-breakpoint
CREATE TABLE checkins (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_id integer NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX checkins_member ON checkins (user_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX checkins_place_member ON checkins (place_id, user_id, created_at DESC);
--> statement-breakpoint
-- A suggested new place (place_id null) or a suggested edit of a place; the form as given, pending review.
CREATE TABLE place_suggestions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place_id integer REFERENCES places (id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  photos text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX place_suggestions_member ON place_suggestions (user_id);
