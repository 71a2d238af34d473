package herald.engine.campaign;

import herald.engine.Dice;
import herald.engine.RuleOption;
import herald.engine.RulesState;
import herald.engine.ScenarioException;
import java.util.List;
import java.util.Map;

/**
 * What a ruleset's pieces carry from one battle of a campaign to the next. No rulebook here has a whole campaign
 * system: what the book says (Lone Wolf's K0, a discipline for each battle survived) is followed, and the rest is
 * Herald's, as data beside the ruleset, each value a {@link RuleOption} the club may change for its campaign.
 * Pure functions, as the rest of a ruleset.
 */
public interface CampaignRules {

    /** The campaign rules and their defaults (the ruleset's campaign data). */
    List<RuleOption> options();

    /**
     * Every campaign rule's value: the club's choice, else its default; an unknown rule or a value it does not
     * take is refused, saying what it takes.
     */
    Map<String, String> rules(Map<String, String> chosen) throws ScenarioException;

    /**
     * The recruits of every side, as the pieces of a scenario stand at its start (the campaign's muster), each
     * side in scenario order. {@code learns} gives, by piece id, the player's list of preference; every entry of
     * it is checked as the piece holding it would be.
     */
    List<Recruit> muster(String scenarioJson, String source, Map<String, List<String>> learns) throws ScenarioException;

    /**
     * {@code scenarioJson} with each of its pieces as its recruit stands now: its identity and what it carries
     * from the roster, its place from the scenario. A piece of the scenario that is not in its side's roster is
     * refused, named with its place in the scenario; so is a dead one, unless {@code leaveOutTheFallen}, when it
     * stays off the table (a club playing its campaign on the same maps names every piece once).
     */
    default String deploy(String scenarioJson, String source, List<Recruit> roster, boolean leaveOutTheFallen)
            throws ScenarioException {
        return deploy(scenarioJson, source, roster, leaveOutTheFallen, Map.of());
    }

    /**
     * As above, where the players of some sides chose who fights ({@code fielded}, piece ids by side): the side's
     * pieces the scenario places but the player did not choose stay off the table, and a chosen piece the scenario
     * does not place is refused, named.
     */
    String deploy(String scenarioJson, String source, List<Recruit> roster, boolean leaveOutTheFallen,
            Map<String, List<String>> fielded) throws ScenarioException;

    /**
     * The roster after a battle that ended in {@code end}, and what changed and why: who died, what wounds are
     * carried, the rolls between battles with their targets. {@code rules} are the campaign's values of
     * {@link #options}; {@code dice} the campaign's dice for this battle's aftermath.
     */
    Aftermath afterBattle(RulesState end, List<Recruit> roster, Map<String, String> rules, Dice dice);

    /** A side's recruits as its campaign sheet shows them: one row each, in roster order. */
    herald.engine.view.SheetTable sheet(String title, List<Recruit> recruits);

    /** The roster after a battle, and its story. */
    record Aftermath(List<Recruit> roster, List<Change> changes) {
        public Aftermath {
            roster = List.copyOf(roster);
            changes = List.copyOf(changes);
        }
    }

    /**
     * One thing that befell one recruit, as its side's campaign sheet tells it.
     *
     * @param roll the die rolled for it, with the die's faces and the score it needed; null when none was rolled
     */
    record Change(String side, String piece, String what, Roll roll) {}

    /** A die between battles: {@code score} on 1D{@code faces}, needing {@code target} or more (0: no target). */
    record Roll(int score, int faces, int target) {}
}
