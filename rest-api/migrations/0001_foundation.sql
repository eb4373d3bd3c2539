-- Foundation slice: reference data, events and experiences (one "happenings" table), home lists and slides, stats.
-- Statements are separated by statement-breakpoint markers so the migrator can run them one by one in a transaction.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE cities (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE UNIQUE INDEX cities_single_default ON cities (is_default) WHERE is_default;
--> statement-breakpoint
CREATE TABLE categories (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('event', 'experience')),
  slug text NOT NULL,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  icon text NOT NULL,
  UNIQUE (kind, slug)
);
--> statement-breakpoint
CREATE TABLE audiences (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL
);
--> statement-breakpoint
CREATE TABLE tags (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL
);
--> statement-breakpoint
CREATE INDEX tags_names_trgm ON tags USING gin ((name_en || ' ' || name_ar) gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE organizers (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_ar text NOT NULL DEFAULT '',
  website text,
  phone text,
  email text
);
--> statement-breakpoint
CREATE TABLE happenings (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('event', 'experience')),
  slug text NOT NULL,
  city_id integer NOT NULL REFERENCES cities (id),
  organizer_id integer REFERENCES organizers (id),
  name_en text NOT NULL,
  name_ar text NOT NULL,
  summary_en text NOT NULL DEFAULT '',
  summary_ar text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  description_ar text NOT NULL DEFAULT '',
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  price numeric(10, 2),
  venue_name_en text NOT NULL DEFAULT '',
  venue_name_ar text NOT NULL DEFAULT '',
  address_en text NOT NULL DEFAULT '',
  address_ar text NOT NULL DEFAULT '',
  district_en text NOT NULL DEFAULT '',
  district_ar text NOT NULL DEFAULT '',
  latitude double precision,
  longitude double precision,
  working_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  ticket_url text,
  is_recommended boolean NOT NULL DEFAULT false,
  attendance_count integer NOT NULL DEFAULT 0,
  gallery_count integer NOT NULL DEFAULT 0,
  -- One searchable text per row so a single trigram index serves the "text" filter in both languages.
  search_text text GENERATED ALWAYS AS (
    name_en || ' ' || name_ar || ' ' || summary_en || ' ' || summary_ar || ' ' ||
    description_en || ' ' || description_ar || ' ' || venue_name_en || ' ' || venue_name_ar
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date),
  UNIQUE (kind, slug)
);
--> statement-breakpoint
CREATE INDEX happenings_kind_city_end ON happenings (kind, city_id, end_date);
--> statement-breakpoint
CREATE INDEX happenings_kind_end_start ON happenings (kind, end_date, start_date);
--> statement-breakpoint
CREATE INDEX happenings_kind_recommended ON happenings (kind, city_id, start_date) WHERE is_recommended;
--> statement-breakpoint
CREATE INDEX happenings_kind_attendance ON happenings (kind, attendance_count DESC);
--> statement-breakpoint
CREATE INDEX happenings_search_trgm ON happenings USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE happening_categories (
  happening_id integer NOT NULL REFERENCES happenings (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (happening_id, category_id)
);
--> statement-breakpoint
CREATE INDEX happening_categories_category ON happening_categories (category_id);
--> statement-breakpoint
CREATE TABLE happening_audiences (
  happening_id integer NOT NULL REFERENCES happenings (id) ON DELETE CASCADE,
  audience_id integer NOT NULL REFERENCES audiences (id) ON DELETE CASCADE,
  PRIMARY KEY (happening_id, audience_id)
);
--> statement-breakpoint
CREATE INDEX happening_audiences_audience ON happening_audiences (audience_id);
--> statement-breakpoint
CREATE TABLE happening_tags (
  happening_id integer NOT NULL REFERENCES happenings (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (happening_id, tag_id)
);
--> statement-breakpoint
CREATE INDEX happening_tags_tag ON happening_tags (tag_id);
--> statement-breakpoint
CREATE TABLE home_lists (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('event', 'experience')),
  city_id integer NOT NULL REFERENCES cities (id),
  slug text NOT NULL,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_ar text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (city_id, kind, slug)
);
--> statement-breakpoint
CREATE TABLE home_list_items (
  list_id integer NOT NULL REFERENCES home_lists (id) ON DELETE CASCADE,
  happening_id integer NOT NULL REFERENCES happenings (id) ON DELETE CASCADE,
  PRIMARY KEY (list_id, happening_id)
);
--> statement-breakpoint
CREATE INDEX home_list_items_happening ON home_list_items (happening_id);
--> statement-breakpoint
CREATE TABLE home_slides (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities (id),
  title_en text NOT NULL,
  title_ar text NOT NULL,
  subtitle_en text NOT NULL DEFAULT '',
  subtitle_ar text NOT NULL DEFAULT '',
  target text NOT NULL CHECK (target IN ('event', 'experience', 'url')),
  happening_id integer REFERENCES happenings (id) ON DELETE SET NULL,
  url text,
  sort_order integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX home_slides_city ON home_slides (city_id, sort_order);
--> statement-breakpoint
CREATE TABLE stats_records (
  id serial PRIMARY KEY,
  type text NOT NULL,
  entity_type text NOT NULL,
  entity_id integer NOT NULL,
  context jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX stats_records_entity ON stats_records (entity_type, entity_id);
