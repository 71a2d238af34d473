package herald.engine.darkage.events;

import herald.engine.RuleEvent;

/**
 * Every fact of a dark-age skirmish, past tense. An event decided by dice carries its die (or dice, in order) as
 * {@code roll} and the total it had to reach as {@code need}; measurements carry their inches. They do not yet apply
 * themselves to a state: the ruleset's state comes with the session that makes it playable.
 */
public sealed interface DarkAgeEvent extends RuleEvent permits InitiativeRolled, InitiativeSettled, FigureMoved,
        ShotRolled, TargetDrawn, BlowRolled, FumbleRolled, FateRolled, SunderRolled, ShieldTested, HeroPointSpent,
        HeroPointGained, PowerCast {}
