package herald.engine.basicfantasy.events;

import herald.engine.RuleEvent;
import herald.engine.basicfantasy.BasicFantasyState;

/**
 * Every fact of a game of the basic fantasy rules, past tense. Each event applies itself to the state; a test folds
 * one of each, so none is skipped silently. Events decided by dice carry their dice as {@code roll} (a list, in order) and the
 * {@code need} they had to meet; measurements carry their inches.
 */
public sealed interface BasicFantasyEvent extends RuleEvent
        permits GameSetUp, PlayerTurnBegan, PhaseBegan, UnitMoved, UnitFaced, ShotsFired, MagicTested, SpellAimed,
        SpellHit, UnitHealed, UnitEnhanced, UnitCharged, CombatStruck, UnitDestroyed, CombatEnded, OrderHeld,
        PlayerTurnEnded, GameEnded, SideLeft {

    BasicFantasyState applyTo(BasicFantasyState state);

    /** Every event but set-up adds its report line to the current section. */
    default BasicFantasyState reported(BasicFantasyState state) {
        return state.withReportLine(describe());
    }
}
