-- When each game next needs the umpire (issue 17: a club at rest costs nothing). A pass of `herald run`
-- reads the games whose due_at has come (by the index below) instead of loading every game.
-- version: the game's version when due_at was worked out. Every append and restore sets the row to its
-- new version with due_at = the instant of the append ("look at it now"), in the same transaction, so a
-- row can never promise a game is at rest after an event it has not seen; the umpire, having looked,
-- writes the instant it works out (its deadline, grace end or next reminder), guarded by that version.
-- due_at NULL: time alone will never move the game (finished, paused, no deadline): only an event can.
-- Numbered 9.1 so that it sorts after, and never collides with, a V9 written at the same time.
CREATE TABLE game_due (
    game_id VARCHAR(100) PRIMARY KEY,
    version BIGINT       NOT NULL,
    due_at  BIGINT
);
CREATE INDEX game_due_at ON game_due (due_at);

-- The games already in the journal (written by an older Herald): each looked at once by the next pass.
INSERT INTO game_due (game_id, version, due_at) SELECT game_id, MAX(version), 0 FROM events GROUP BY game_id;
