-- Delivery state of each queued mail (issue 5: crashes and mail server faults). Runs on H2 2.x and
-- PostgreSQL 15 as V1 does: instants are BIGINT epoch milliseconds.
-- next_attempt_at: a transient failure (4xx, connection lost) waits until then; NULL means at once.
-- sending_at: set in its own commit just before the SMTP exchange and cleared after it, so a mail found
--   with it set after a restart was interrupted mid-send and may already have reached the server.
-- interrupted: how many times that happened; each such mail is resent under the same Message-ID.
-- failed_at: the server refused the mail for good (5xx); it is kept, never retried, and reported.
ALTER TABLE outbox ADD COLUMN next_attempt_at BIGINT;
ALTER TABLE outbox ADD COLUMN sending_at BIGINT;
ALTER TABLE outbox ADD COLUMN interrupted INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE outbox ADD COLUMN failed_at BIGINT;
