-- Want to go and going are counted apart: attendance_count keeps the members going, want_to_go_count the members who
-- want to go. Until now attendance_count held both, so the want-to-go rows move out of it.
ALTER TABLE happenings ADD COLUMN want_to_go_count integer NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE happenings h
SET want_to_go_count = w.n, attendance_count = greatest(h.attendance_count - w.n, 0)
FROM (
  SELECT entity_type, entity_id, count(*)::int AS n
  FROM attendances
  WHERE status = 'want_to_go' AND entity_type IN ('event', 'experience')
  GROUP BY entity_type, entity_id
) w
WHERE h.kind = w.entity_type AND h.id = w.entity_id;
