-- Reply-to tokens (issue 5). Each game gets a second secret, beside its dice seed, under which Herald
-- signs every player's reply-to address; unlike the seed it is never revealed, so nothing in the
-- journal or an archive lets a reader make a valid address. Games from before V4 have NULL here.
ALTER TABLE game_secret ADD COLUMN reply_key ${binary};

-- The Reply-To header of a queued mail (a player's tokened address), or NULL for none.
ALTER TABLE outbox ADD COLUMN reply_to TEXT;

-- Rate limits count a sender's recent mail and the replies to it.
CREATE INDEX inbound_sender ON inbound (sender, received_at);
