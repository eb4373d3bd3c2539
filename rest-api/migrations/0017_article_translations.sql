-- An article and its translation are linked: translation_id names the same text in the other language. Existing pairs
-- are the seed's (slug and slug-ar).
ALTER TABLE articles ADD COLUMN translation_id integer REFERENCES articles(id) ON DELETE SET NULL;
--> statement-breakpoint
UPDATE articles a
SET translation_id = b.id
FROM articles b
WHERE a.language <> b.language AND (b.slug = a.slug || '-ar' OR a.slug = b.slug || '-ar');
