-- Reply-to tokens (issue 5). Each game gets a second secret, beside its dice seed, under which Herald
-- signs every player's reply-to address; unlike the seed it is never revealed, so nothing in the
-- journal or an archive lets a reader make a valid address. Games from before V4 have NULL here.
ALTER TABLE game_secret ADD COLUMN reply_key ${binary};

-- The Reply-To header of a queued mail (a player's tokened address), or NULL for none.
ALTER TABLE outbox ADD COLUMN reply_to TEXT;

-- Rate limits count a sender's mail, and the replies to it, in the hour before a mail arrived. Not
-- indexed on sender: a stranger's From can be longer than a PostgreSQL btree entry may be.
CREATE INDEX inbound_received ON inbound (received_at);
