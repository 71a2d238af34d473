-- Mail held back because Herald's own mail set-up is wrong (issue 13): a login refused, STARTTLS
-- wanted, a certificate not trusted, a From the login does not own. Such a refusal says nothing about
-- the mail or its recipient, so the mail is not refused: it waits, with the error, until the set-up
-- works (tried again after a wait, and at once when `herald run` starts) or the operator resends it.
-- Numbered 7.1 so that it sorts after, and never collides with, a V7 written at the same time.
ALTER TABLE outbox ADD COLUMN held_at BIGINT;
