package herald.engine.skirmish.events;

import herald.engine.RuleEvent;
import herald.engine.skirmish.SkirmishState;

/**
 * Every fact of a skirmish, past tense. Each event applies itself to the state; a test folds one of
 * each, so none is skipped silently. Events decided by a die carry {@code roll} and {@code need}.
 */
public sealed interface SkirmishEvent extends RuleEvent
        permits GameSetUp, PlayerTurnBegan, PhaseBegan, MissileFired, CharacterMoved, MoveHalted, JumpMade, CombatFought,
        ActionHeld, CharacterWounded, CharacterStunned, CharacterKilled, HorseKilled, RiderDismounted, HorseLoose,
        CharacterRetreated, RetreatBlocked, CharacterRecovered, PlayerTurnEnded, GameEnded {

    SkirmishState applyTo(SkirmishState state);

    /** Every event but set-up adds its report line to the current section. */
    default SkirmishState reported(SkirmishState state) {
        return state.withReportLine(describe());
    }
}
