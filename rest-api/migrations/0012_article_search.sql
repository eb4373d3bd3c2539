-- Articles in the multi-search (docs/search.md#romanised-search): the romanised key of an article's title, generated
-- like the other kinds' keys (migrations/0010_search.sql), with its trigram index. The title only: summaries and
-- bodies would bring too many false matches (they still match by their literal text).
ALTER TABLE articles ADD COLUMN search_key text GENERATED ALWAYS AS (search_key_of(title)) STORED;
--> statement-breakpoint
CREATE INDEX articles_search_key_trgm ON articles USING gin (search_key gin_trgm_ops);
