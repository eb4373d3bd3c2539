-- Abuse: failed sign-ins, counted per account and per address to throttle password guessing, and members'
-- writes counted per minute to rate-limit them. Shared by every rest-api instance (they share the database).
CREATE TABLE sign_in_failures (
  id serial PRIMARY KEY,
  account text NOT NULL,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sign_in_failures_account ON sign_in_failures (account, failed_at);
--> statement-breakpoint
CREATE INDEX sign_in_failures_ip ON sign_in_failures (ip, failed_at);
--> statement-breakpoint
CREATE TABLE write_windows (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL,
  writes integer NOT NULL,
  PRIMARY KEY (user_id, window_start)
);
