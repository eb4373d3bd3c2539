-- Short search keys (docs/search.md#short-keys): a consonant key of one or two letters has false friends ("Riyadh"
-- and "Rawdah" are both رد, "Olaya" and "AlUla" both ل). Words whose key is that short get a second, stored key that
-- also keeps their long vowels and glides, and a query word with a short key must match it as well:
--   * ي and و, and Latin y, w, ee (ي) and oo, ou (و) are kept: they are written in both scripts;
--   * Latin i and e become a soft `i`, o and u a soft `u` (a short or a long vowel: Latin does not say which); Arabic
--     ى and ئ are a soft `i` and ؤ a soft `u` (hamza and alef maqsura variants: حائل / حايل, الطائف / الطايف);
--   * a, alef forms, ع and ء are dropped, consonants and the final ه are as in search_word_key (0010_search.sql);
--   * apostrophes inside a Latin word are no separators ("Dir'iyah" is one word) and a possessive 's goes.
-- The query's pattern (search_short_pattern) lets its soft vowels match a glide of the same class or nothing, its
-- glides match a glide or a soft vowel of the same class, and skips the stored word's soft vowels: "Raudha" finds
-- الروضة (رود) but "Riyadh" (ريد) does not, "Olaya" (لي) finds العليا (لي) but not العلا (ل).
-- The short key of one word (lower-cased, without diacritics and apostrophes).
CREATE FUNCTION search_word_short_key(word text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  k text := word;
BEGIN
  IF k IN ('al', 'el', 'ar', 'as', 'ash', 'ad', 'at', 'an', 'az', 'the', 'of', 'and', 'ال') THEN
    RETURN '';
  END IF;
  k := regexp_replace(k, '^(al|el)(?=[a-z]{3})', '');
  k := regexp_replace(k, '^(وال|لل|ال)(?=..)', '');
  k := replace(k, 'ck', 'ك');
  k := replace(k, 'kh', 'خ');
  k := replace(k, 'sh', 'ش');
  k := replace(k, 'ch', 'ش');
  k := replace(k, 'th', 'ت');
  k := replace(k, 'dh', 'د');
  k := replace(k, 'gh', 'غ');
  k := replace(k, 'ph', 'ف');
  k := replace(k, 'x', 'كس');
  k := replace(k, 'ee', 'ي');
  k := replace(k, 'oo', 'و');
  k := replace(k, 'ou', 'و');
  k := translate(k, 'bptjgdhrzsfvkqclmnywea', 'ببتججدهرزسففكككلمنيوi');
  k := translate(k, 'o', 'u');
  k := translate(k, 'حثطذضظصقکگپچڤةیىئؤأإآٱاعء', 'هتتدددسككجبشفهيiiu');
  k := regexp_replace(k, '(.)\1+', '\1', 'g');
  k := regexp_replace(k, 'iي|يi', 'ي', 'g');
  k := regexp_replace(k, 'uو|وu', 'و', 'g');
  k := regexp_replace(k, '(.)\1+', '\1', 'g');
  RETURN regexp_replace(k, 'ه$', '');
END
$$;
--> statement-breakpoint
-- The short keys of a text's words whose consonant key has one or two letters, in order, each between spaces.
CREATE FUNCTION search_short_key_of(source text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(' ' || string_agg(search_word_short_key(word), ' ' ORDER BY position) || ' ', '')
  FROM regexp_split_to_table(
    regexp_replace(regexp_replace(
      translate(
        regexp_replace(lower(source), '[\u064b-\u065f\u0670\u0640]', '', 'g'),
        'àáâäãèéêëìíîïòóôöõùúûüçñ٠١٢٣٤٥٦٧٨٩',
        'aaaaaeeeeiiiiooooouuuucn0123456789'
      ),
      '([a-z])[''’ʿʾ`]s\M', '\1', 'g'), '([a-z])[''’ʿʾ`](?=[a-z])', '\1', 'g'
    ),
    '[^a-z0-9\u0621-\u064a\u0671-\u06d3]+'
  ) WITH ORDINALITY AS words (word, position)
  WHERE char_length(search_word_key(word)) BETWEEN 1 AND 2
$$;
--> statement-breakpoint
-- The regular expression that finds one query word in a search_short_key column; NULL unless the word's consonant
-- key is short (search_key_pattern then matches whole words only) and usable.
CREATE FUNCTION search_short_pattern(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ' [iu]*' || string_agg(
      CASE letter WHEN 'ي' THEN '[يi]' WHEN 'و' THEN '[وu]' WHEN 'i' THEN '[يi]?' WHEN 'u' THEN '[وu]?' ELSE letter END,
      '[iu]*' ORDER BY position
    ) || '[iu]* '
  FROM regexp_split_to_table(btrim(search_short_key_of(word)), '') WITH ORDINALITY AS letters (letter, position)
  WHERE search_key_pattern(word) IS NOT NULL AND char_length(btrim(search_key_of(word))) BETWEEN 1 AND 2
$$;
--> statement-breakpoint
ALTER TABLE places ADD COLUMN search_short_key text GENERATED ALWAYS AS (
  search_short_key_of(name_en || ' ' || name_ar || ' ' || district_en || ' ' || district_ar)
) STORED;
--> statement-breakpoint
CREATE INDEX places_search_short_key_trgm ON places USING gin (search_short_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE happenings ADD COLUMN search_short_key text GENERATED ALWAYS AS (
  search_short_key_of(name_en || ' ' || name_ar || ' ' || venue_name_en || ' ' || venue_name_ar || ' ' || district_en || ' ' || district_ar)
) STORED;
--> statement-breakpoint
CREATE INDEX happenings_search_short_key_trgm ON happenings USING gin (search_short_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE tags ADD COLUMN search_short_key text GENERATED ALWAYS AS (
  search_short_key_of(name_en || ' ' || name_ar)
) STORED;
--> statement-breakpoint
CREATE INDEX tags_search_short_key_trgm ON tags USING gin (search_short_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE categories ADD COLUMN search_short_key text GENERATED ALWAYS AS (
  search_short_key_of(name_en || ' ' || name_ar)
) STORED;
--> statement-breakpoint
CREATE INDEX categories_search_short_key_trgm ON categories USING gin (search_short_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE organizers ADD COLUMN search_short_key text GENERATED ALWAYS AS (
  search_short_key_of(name_en || ' ' || name_ar)
) STORED;
--> statement-breakpoint
CREATE INDEX organizers_search_short_key_trgm ON organizers USING gin (search_short_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE cities ADD COLUMN search_short_key text GENERATED ALWAYS AS (
  search_short_key_of(name_en || ' ' || name_ar)
) STORED;
--> statement-breakpoint
ALTER TABLE articles ADD COLUMN search_short_key text GENERATED ALWAYS AS (
  search_short_key_of(title)
) STORED;
--> statement-breakpoint
CREATE INDEX articles_search_short_key_trgm ON articles USING gin (search_short_key gin_trgm_ops);
