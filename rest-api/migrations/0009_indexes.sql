-- Fast reads: indexes for the filters and orders of the screens' reads, checked with EXPLAIN on PostgreSQL.
-- A city's home lists in their order (the home screen reads them on every visit).
CREATE INDEX home_lists_city_order ON home_lists (city_id, sort_order, id);
--> statement-breakpoint
-- A city's events or experiences soonest first (the lists' default order): a page of a city's list stops after its
-- first rows instead of sorting every upcoming item of the city.
CREATE INDEX happenings_kind_city_start ON happenings (kind, city_id, start_date, id);
