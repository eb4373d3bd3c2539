-- Info: informational pages keyed by url (their texts and sections editable without a release), contact
-- messages, floating popups keyed by page url, site settings (home video, Hijri dates) and web push subscriptions
-- of members and guests.
CREATE TABLE info_pages (
  id serial PRIMARY KEY,
  url text NOT NULL UNIQUE,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_ar text NOT NULL DEFAULT '',
  keywords_en text NOT NULL DEFAULT '',
  keywords_ar text NOT NULL DEFAULT '',
  sections jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  request_type text NOT NULL CHECK (request_type IN ('complaint', 'advertise', 'request', 'suggestion')),
  page_url text,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  guest_id text,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE floating_popups (
  id serial PRIMARY KEY,
  page_url text NOT NULL,
  image text NOT NULL,
  thumbnail text NOT NULL,
  navigation_url text,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_ar text NOT NULL DEFAULT '',
  visible boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX floating_popups_page ON floating_popups (page_url, sort_order);
--> statement-breakpoint
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
--> statement-breakpoint
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  guest_id text,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR guest_id IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
--> statement-breakpoint
CREATE INDEX push_subscriptions_guest ON push_subscriptions (guest_id);
