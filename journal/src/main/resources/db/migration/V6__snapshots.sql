-- Snapshots of a game's folded state, so that the state at turn 1,000 costs no more to find than at
-- turn 10. A cache, never the truth: the app ignores a row whose ruleset version or format it does not
-- recognise and refolds the stream, and any row may be deleted at any time.
-- version: the last event folded into the state; turn: the last turn whose window was resolved by then
-- (0 for the set-up), so a replay can start from the latest snapshot before the turn it wants.
CREATE TABLE snapshots (
    game_id         VARCHAR(100) NOT NULL,
    version         BIGINT       NOT NULL,
    turn            INTEGER      NOT NULL,
    ruleset_version VARCHAR(100) NOT NULL,
    format          VARCHAR(200) NOT NULL,
    state           TEXT         NOT NULL,
    taken_at        BIGINT       NOT NULL,
    PRIMARY KEY (game_id, version)
);
CREATE INDEX snapshots_turn ON snapshots (game_id, turn);
