-- Members: users and their contribution counts, OAuth2 tokens, one-time tokens (verify email, reset password,
-- delete account) and the mail outbox. Every secret token is stored as its sha256 only.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  username text NOT NULL UNIQUE,
  image text,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar')),
  metropolis_id integer REFERENCES cities (id) ON DELETE SET NULL,
  phone_local text,
  is_private boolean NOT NULL DEFAULT false,
  is_email_verified boolean NOT NULL DEFAULT false,
  verified boolean NOT NULL DEFAULT false,
  is_superuser boolean NOT NULL DEFAULT false,
  is_staff boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  is_place_owner boolean NOT NULL DEFAULT false,
  facebook_user_id text UNIQUE,
  apple_user_id text UNIQUE,
  follower_count integer NOT NULL DEFAULT 0,
  following_count integer NOT NULL DEFAULT 0,
  pending_followers_count integer NOT NULL DEFAULT 0,
  pending_followings_count integer NOT NULL DEFAULT 0,
  blocked_users_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_login timestamptz
);
--> statement-breakpoint
-- One row per user; later issues (tips, photos, places) raise these counters.
CREATE TABLE user_counts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  tip integer NOT NULL DEFAULT 0,
  checkin integer NOT NULL DEFAULT 0,
  tip_vote integer NOT NULL DEFAULT 0,
  rating integer NOT NULL DEFAULT 0,
  photo integer NOT NULL DEFAULT 0,
  photo_vote integer NOT NULL DEFAULT 0,
  up_vote integer NOT NULL DEFAULT 0,
  down_vote integer NOT NULL DEFAULT 0,
  answer integer NOT NULL DEFAULT 0,
  added_places integer NOT NULL DEFAULT 0,
  place_edits integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE oauth_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  access_token_hash text NOT NULL UNIQUE,
  refresh_token_hash text NOT NULL UNIQUE,
  scope text NOT NULL,
  access_expires_at timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX oauth_tokens_user ON oauth_tokens (user_id);
--> statement-breakpoint
CREATE TABLE one_time_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'delete_account')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);
--> statement-breakpoint
-- Sent emails; development shows them at /dev/outbox/. No foreign key: a deleted account's emails stay readable.
CREATE TABLE outbox_emails (
  id serial PRIMARY KEY,
  to_email text NOT NULL,
  language text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  link text,
  created_at timestamptz NOT NULL
);
