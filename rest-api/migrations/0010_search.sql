-- Search: a romanised search key, so that a Latin-letter query finds Arabic-only content and back ("Balad"
-- finds البلد, "Olaya" finds العليا, "Corniche" finds الكورنيش), and Arabic letter variants match in every kind.
-- The key of a word is its consonant skeleton written in Arabic letters (docs/search.md#romanised-search):
--   * articles are dropped (al-, el-, ar-, ... and ال / وال / لل glued to a word);
--   * Latin digraphs and letters become the Arabic consonant they stand for (kh -> خ, sh and ch -> ش, th -> ت, dh -> د,
--     gh -> غ, q, c and k -> ك, g and j -> ج, p -> ب, v -> ف, x -> كس);
--   * letters Saudi romanisation confuses are one class (ح ه ة, ت ث ط, د ذ ض ظ, س ص, ك ق);
--   * vowels, long vowels, hamza forms and ع are dropped (Latin a e i o u y w; ا و ي ى ء ع and their hamza forms);
--   * a doubled consonant counts once and a final ه (ة, "-ah") is dropped.
-- Generated columns keep the keys of every row in step with its names; a trigram index serves the word matches.
CREATE FUNCTION search_word_key(word text) RETURNS text
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
  -- Latin consonants to their Arabic letter; the vowels (after the last mapped letter) are deleted.
  k := translate(k, 'bptjgdhrzsfvkqclmnaeiouyw', 'ببتججدهرزسففكككلمن');
  -- One letter per class; long vowels, hamza forms and ع are deleted.
  k := translate(k, 'حثطذضظصقکگپچڤةأإآٱاوؤيىئعءی', 'هتتدددسككجبشفه');
  k := regexp_replace(k, '(.)\1+', '\1', 'g');
  RETURN regexp_replace(k, 'ه$', '');
END
$$;
--> statement-breakpoint
-- The keys of a text's words, in order, each between spaces (' بلد كرنش '); '' when no word has a key.
CREATE FUNCTION search_key_of(source text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(' ' || string_agg(key, ' ' ORDER BY position) || ' ', '')
  FROM (
    SELECT search_word_key(word) AS key, position
    FROM regexp_split_to_table(
      translate(
        regexp_replace(lower(source), '[\u064b-\u065f\u0670\u0640]', '', 'g'),
        'àáâäãèéêëìíîïòóôöõùúûüçñ٠١٢٣٤٥٦٧٨٩',
        'aaaaaeeeeiiiiooooouuuucn0123456789'
      ),
      '[^a-z0-9\u0621-\u064a\u0671-\u06d3]+'
    ) WITH ORDINALITY AS words (word, position)
  ) AS keys
  WHERE key <> ''
$$;
--> statement-breakpoint
-- The LIKE pattern that finds one query word in a search_key column: a key of 3 letters or more matches the start of a
-- word's key ("Corn" finds الكورنيش), a shorter one only a whole word's key (so "Olaya", key ل, does not find every
-- word starting with ل). NULL when the word has no usable key: no key at all ("al", "the"), or an Arabic word whose
-- key is one letter (Arabic queries already match Arabic text literally; one letter would find far too much).
CREATE FUNCTION search_key_pattern(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN key = '' THEN NULL
    WHEN char_length(key) = 1 AND word ~ '[\u0621-\u064a]' THEN NULL
    WHEN char_length(key) < 3 THEN '% ' || key || ' %'
    ELSE '% ' || key || '%'
  END
  FROM (SELECT btrim(search_key_of(word)) AS key) AS word_key
$$;
--> statement-breakpoint
ALTER TABLE places ADD COLUMN search_key text GENERATED ALWAYS AS (
  search_key_of(name_en || ' ' || name_ar || ' ' || district_en || ' ' || district_ar)
) STORED;
--> statement-breakpoint
CREATE INDEX places_search_key_trgm ON places USING gin (search_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE happenings ADD COLUMN search_key text GENERATED ALWAYS AS (
  search_key_of(
    name_en || ' ' || name_ar || ' ' || venue_name_en || ' ' || venue_name_ar || ' ' || district_en || ' ' || district_ar
  )
) STORED;
--> statement-breakpoint
CREATE INDEX happenings_search_key_trgm ON happenings USING gin (search_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE tags ADD COLUMN search_key text GENERATED ALWAYS AS (search_key_of(name_en || ' ' || name_ar)) STORED;
--> statement-breakpoint
CREATE INDEX tags_search_key_trgm ON tags USING gin (search_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE categories ADD COLUMN search_key text GENERATED ALWAYS AS (search_key_of(name_en || ' ' || name_ar)) STORED;
--> statement-breakpoint
CREATE INDEX categories_search_key_trgm ON categories USING gin (search_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE organizers ADD COLUMN search_key text GENERATED ALWAYS AS (search_key_of(name_en || ' ' || name_ar)) STORED;
--> statement-breakpoint
CREATE INDEX organizers_search_key_trgm ON organizers USING gin (search_key gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE cities ADD COLUMN search_key text GENERATED ALWAYS AS (search_key_of(name_en || ' ' || name_ar)) STORED;
