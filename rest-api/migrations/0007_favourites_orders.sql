-- Favourites and orders: members' favourite lists (items of several kinds, each list shareable by its
-- share id), their ticket orders, and their suggestions of events and experiences (kept for review, never applied).
CREATE TABLE favourite_lists (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 255),
  description text NOT NULL DEFAULT '',
  share_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT favourite_lists_user_name UNIQUE (user_id, name)
);
--> statement-breakpoint
CREATE TABLE favourite_items (
  list_id integer NOT NULL REFERENCES favourite_lists (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('event', 'experience', 'place', 'article')),
  item_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, kind, item_id)
);
--> statement-breakpoint
CREATE TABLE orders (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  happening_id integer NOT NULL REFERENCES happenings (id) ON DELETE CASCADE,
  tickets integer NOT NULL CHECK (tickets > 0),
  total numeric(10, 2) NOT NULL CHECK (total >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'refunded')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX orders_member ON orders (user_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE TABLE happening_suggestions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('event', 'experience')),
  data jsonb NOT NULL,
  photo text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX happening_suggestions_member ON happening_suggestions (user_id);
