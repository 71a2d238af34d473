-- Each fair game's dice seed. Secret while the game runs (only its SHA-256 is in the events), so it
-- lives outside the event stream; at the end of the game the seed is journalled as an event too.
CREATE TABLE game_secret (
    game_id VARCHAR(100) PRIMARY KEY,
    seed    ${binary}    NOT NULL
);
