-- Community: tips, photos and their votes, ratings, attendance and reports. Every table is generic over the
-- item it is about: (entity_type, entity_id) with entity_type event | experience | place (places arrive with 0004, so
-- there is no foreign key on entity_id; deleting an item's rows is the item's owner's job).
ALTER TABLE happenings
  ADD COLUMN tip_count integer NOT NULL DEFAULT 0,
  ADD COLUMN photo_count integer NOT NULL DEFAULT 0,
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN rating_average numeric(3, 1);
--> statement-breakpoint
CREATE TABLE tips (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('event', 'experience', 'place')),
  entity_id integer NOT NULL,
  text text NOT NULL,
  is_negative boolean NOT NULL DEFAULT false,
  up_vote_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX tips_entity ON tips (entity_type, entity_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX tips_user ON tips (user_id, entity_type, created_at DESC);
--> statement-breakpoint
CREATE TABLE tip_votes (
  tip_id integer NOT NULL REFERENCES tips (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tip_id, user_id)
);
--> statement-breakpoint
CREATE INDEX tip_votes_user ON tip_votes (user_id);
--> statement-breakpoint
CREATE TABLE photos (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('event', 'experience', 'place')),
  entity_id integer NOT NULL,
  -- a stored upload's file name under uploads/photos/, or a generated image "svg:{kind}/{id}-{n}" for seed photos
  file text NOT NULL,
  thumbnail_file text,
  caption text NOT NULL DEFAULT '',
  width integer NOT NULL,
  height integer NOT NULL,
  up_vote_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX photos_entity ON photos (entity_type, entity_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX photos_user ON photos (user_id, entity_type, created_at DESC);
--> statement-breakpoint
CREATE TABLE photo_votes (
  photo_id integer NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (photo_id, user_id)
);
--> statement-breakpoint
CREATE INDEX photo_votes_user ON photo_votes (user_id);
--> statement-breakpoint
CREATE TABLE ratings (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('event', 'experience', 'place')),
  entity_id integer NOT NULL,
  value integer NOT NULL CHECK (value BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, entity_type, entity_id)
);
--> statement-breakpoint
CREATE INDEX ratings_entity ON ratings (entity_type, entity_id);
--> statement-breakpoint
CREATE TABLE attendances (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('event', 'experience', 'place')),
  entity_id integer NOT NULL,
  status text NOT NULL CHECK (status IN ('want_to_go', 'going')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, entity_type, entity_id)
);
--> statement-breakpoint
CREATE INDEX attendances_entity ON attendances (entity_type, entity_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE reports (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('tip', 'photo', 'place', 'user', 'article')),
  target_id int NOT NULL,
  reason text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, target_type, target_id)
);
--> statement-breakpoint
CREATE INDEX reports_target ON reports (target_type, target_id);
