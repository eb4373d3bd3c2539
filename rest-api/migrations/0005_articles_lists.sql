-- Articles and curated lists: articles (each written in English or Arabic) with their tags and cities, tips
-- on articles (the community tables take entity_type 'article'), and curated lists of mixed items (events,
-- experiences, places, articles) in a fixed order.
CREATE TABLE articles (
  id serial PRIMARY KEY,
  share_id text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  language text NOT NULL CHECK (language IN ('en', 'ar')),
  title text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  source_name text NOT NULL,
  author_name text NOT NULL,
  motif text NOT NULL,
  search_text text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL,
  tip_count integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX articles_published ON articles (published_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX articles_search_trgm ON articles USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE article_tags (
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (article_id, tag_id)
);
--> statement-breakpoint
CREATE INDEX article_tags_tag ON article_tags (tag_id);
--> statement-breakpoint
CREATE TABLE article_cities (
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  city_id integer NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  PRIMARY KEY (article_id, city_id)
);
--> statement-breakpoint
CREATE INDEX article_cities_city ON article_cities (city_id);
--> statement-breakpoint
ALTER TABLE tips DROP CONSTRAINT IF EXISTS tips_entity_type_check;
--> statement-breakpoint
ALTER TABLE tips ADD CONSTRAINT tips_entity_type_check CHECK (entity_type IN ('event', 'experience', 'place', 'article'));
--> statement-breakpoint
CREATE TABLE curated_lists (
  id serial PRIMARY KEY,
  share_id text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  description_en text NOT NULL,
  description_ar text NOT NULL,
  motif text NOT NULL,
  search_text text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  item_count integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX curated_lists_search_trgm ON curated_lists USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE curated_list_cities (
  list_id integer NOT NULL REFERENCES curated_lists (id) ON DELETE CASCADE,
  city_id integer NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  PRIMARY KEY (list_id, city_id)
);
--> statement-breakpoint
CREATE INDEX curated_list_cities_city ON curated_list_cities (city_id);
--> statement-breakpoint
CREATE TABLE curated_list_items (
  list_id integer NOT NULL REFERENCES curated_lists (id) ON DELETE CASCADE,
  position integer NOT NULL,
  item_type text NOT NULL CHECK (item_type IN ('event', 'experience', 'place', 'article')),
  item_id integer NOT NULL,
  PRIMARY KEY (list_id, position),
  UNIQUE (list_id, item_type, item_id)
);
