-- The version of the rules that produced each event, so that a rules fix that changes an outcome
-- shows as a difference on verify instead of history changing silently. Null in rows written before
-- this column: those keep their old hash formula (see HashChain), so old chains still verify.
ALTER TABLE events ADD COLUMN ruleset_version VARCHAR(50);
