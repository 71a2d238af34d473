-- The HTML alternative of a mail and the images it shows inline (issue 14: a turn mail readable on a
-- phone). Runs on H2 2.x and PostgreSQL 15 as V1 does. A mail without HTML leaves html NULL; an
-- attachment with a content_id is an inline image of that HTML (<img src="cid:...">), not a file.
ALTER TABLE outbox ADD COLUMN html TEXT;
ALTER TABLE outbox_attachment ADD COLUMN content_id VARCHAR(1000);
