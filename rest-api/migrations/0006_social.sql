-- Social: who follows whom (accepted, or pending while a private member has not answered) and who blocked
-- whom. The users table's follower/following/pending/blocked counts are recomputed from these rows in the transaction
-- that changes them (src/social/relations.ts).
CREATE TABLE follows (
  follower_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followed_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'accepted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
);
--> statement-breakpoint
CREATE INDEX follows_followed ON follows (followed_id, status, created_at DESC);
--> statement-breakpoint
CREATE INDEX follows_follower ON follows (follower_id, status, created_at DESC);
--> statement-breakpoint
CREATE TABLE blocks (
  blocker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
--> statement-breakpoint
CREATE INDEX blocks_blocked ON blocks (blocked_id, blocker_id);
