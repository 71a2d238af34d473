package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import herald.engine.OrderError;
import herald.engine.OrdersRuling;
import herald.engine.table.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The orders: every order's normal line reads back to the same order, a friendly spelling is accepted and
 * normalised, and every refusal of the check comes with its line and the numbers behind it.
 */
class OrdersTest {
    /** t1 a wooden building, t2 a stone building, t3 deep water down the right edge, t4 a dense wood. */
    static final Game GAME = Game.table()
            .terrain("wooden-building 20,20 26,20 26,26 20,26", "stone-building 2,30 6,30 6,34 2,34",
                    "water 30,0 36,0 36,36 30,36", "dense-wood 10,2 14,2 14,6 10,6")
            .figures("Ulf vikings viking-hero 10,10", "Orm vikings viking-bowman 12,10 ammo=fire-arrow:2",
                    "Kol vikings viking-bowman 14,10", "Thora vikings viking-seeress 8,10",
                    "Sven vikings viking-huscarl 16,10 ammo=torch:1",
                    "Brand saxons saxon-thegn 10,20", "Odo saxons saxon-fyrdman 12,20",
                    "Aelfric saxons saxon-priest 14,20 ammo=holy-water:1", "Hugo normans norman-crossbowman 2,2")
            .play();

    static List<String> messages(Game g, String side, String body) {
        OrdersRuling r = g.check(side, body);
        assertFalse(r.accepted(), body);
        return ((OrdersRuling.Rejected) r).errors().stream().map(OrderError::message).toList();
    }

    static List<String> vikings(String body) {
        return messages(GAME, "vikings", body);
    }

    @Test
    void everyOrderReadsBackFromItsNormalLine() {
        List<Order> orders = List.of(
                new Order.Move("Ulf", List.of(Point.of(12, 14), Point.of(12.5, 16)), null, false),
                new Order.Move("Ulf", List.of(), "Brand", true),
                new Order.Disengage("Ulf", Point.of(10, 4), true), new Order.Disengage("Ulf", Point.of(10, 4), false),
                new Order.Stand("Ulf"),
                new Order.Shoot("Orm", List.of(), "Brand", "war-bow", null),
                new Order.Shoot("Orm", List.of("Kol"), "t1", null, "fire-arrow"),
                new Order.Torch("Sven", true), new Order.Torch("Sven", false),
                new Order.Fight("Ulf", List.of(new Order.Part("Brand", 0)), null),
                new Order.Fight("Ulf", List.of(new Order.Part("Brand", 3), new Order.Part("Odo", 2)), "great-axe"),
                new Order.Sunder("Ulf", "Brand"), new Order.Burn("Sven", "t1"),
                new Order.Cast("Thora", "bolt-of-fire", "Brand", null, "shooting"),
                new Order.Cast("Thora", "sea-mist", null, Point.of(20, 18.5), "movement"),
                new Order.Cast("Aelfric", "blessing", null, null, "fighting"),
                new Order.Hold("Ulf"),
                new Order.Heroic("Ulf", new Standing("Ulf", "both", "speech", "Odin, I come!")),
                new Order.Heroic("Ulf", new Standing("Ulf", "never", "speech", null)),
                new Order.Heroic("Ulf", Standing.of("Ulf")));
        for (Order o : orders) {
            var parsed = OrderParser.parse(o.line(), GAME.state.powers());
            assertEquals(List.of(), parsed.errors(), o.line());
            assertEquals(List.of(o), parsed.orders(), o.line());
        }
    }

    @Test
    void aFriendlySpellingIsAcceptedInNormalFormAndTheResolutionReadsItBack() {
        List<String> lines = GAME.accepted("vikings", "move ulf to 12, 14   then 12.5,16\nshoot ORM at brand with War Bow"
                + "\nfight ulf at BRAND 3 ,odo 2  # both of them\ncast thora Bolt of Fire at t1\nheroic ULF reroll both last"
                + " speech  Odin,  I come!");
        assertEquals(List.of("MOVE Ulf TO 12,14 THEN 12.5,16  # 6.5\" of 8\" (6 +Speed 2 = 8\")",
                "SHOOT Orm AT Brand WITH war-bow", "FIGHT Ulf AT Brand 3, Odo 2", "CAST Thora bolt-of-fire AT t1",
                "HEROIC Ulf REROLL BOTH LAST SPEECH Odin, I come!"), lines);
        assertEquals(List.of(new Order.Move("Ulf", List.of(Point.of(12, 14), Point.of(12.5, 16)), null, false),
                new Order.Shoot("Orm", List.of(), "Brand", "war-bow", null),
                new Order.Fight("Ulf", List.of(new Order.Part("Brand", 3), new Order.Part("Odo", 2)), null),
                new Order.Cast("Thora", "bolt-of-fire", "t1", null, "shooting"),
                new Order.Heroic("Ulf", new Standing("Ulf", "both", "speech", "Odin, I come!"))),
                OrderCheck.orders(GAME.state, "vikings", lines));
    }

    @Test
    void aMoveAtAFigureSaysHowFarItIsAndHowFarTheMoverGoes() {
        assertEquals(List.of("MOVE Ulf AT Brand  # Brand is 9.0\" away now, Ulf may move 8\" (6 +Speed 2 = 8\")"),
                GAME.accepted("vikings", "MOVE Ulf AT Brand"));
    }

    @Test
    void aLineThatDoesNotParseSaysHowToWriteIt() {
        assertEquals(List.of(
                "write MOVE, the figure and TO points x,y in inches (THEN for more legs), or AT an enemy, e.g. MOVE Ulf"
                        + " TO 12,20 THEN 14,24 or MOVE Ulf AT Brand",
                "write VOLLEY, two shooters or more (each once), AT and the target, e.g. VOLLEY Orm Kol AT Brand",
                "write FIGHT, the fighter, AT and the opponent, or opponents each with a part of the FV after a comma,"
                        + " e.g. FIGHT Ulf AT Brand or FIGHT Ulf AT Brand 2, Odo 2 WITH axe",
                "write HEROIC, the Hero, REROLL FATE, ATTACKS, BOTH or NEVER, then LAST ACT or LAST SPEECH and its"
                        + " words, e.g. HEROIC Ulf REROLL BOTH LAST SPEECH Odin, I come!",
                "\"CHARGE\" is not an order: write MOVE, RUN, DISENGAGE, STAND, SHOOT, VOLLEY, LIGHT, DOUSE, FIGHT,"
                        + " SUNDER, BURN, CAST, HOLD or HEROIC"),
                vikings("MOVE Ulf TO 12,14 THEN\nVOLLEY Orm AT Brand\nFIGHT Ulf AT Brand, \nHEROIC Ulf REROLL ALWAYS LAST ACT"
                        + "\nCHARGE Ulf Brand"));
    }

    @Test
    void aGameOverOrASideNotPlayingIsRefusedWhole() {
        assertEquals(List.of("this game takes no more orders"),
                messages(new Game(DarkAgeState.initial()), "vikings", "HOLD Ulf"));
        assertEquals(List.of("there is no side danes in this game"), messages(GAME, "danes", "HOLD Ulf"));
        Game beaten = new Game(GAME.state.withFigure(GAME.f("Hugo").withCondition(Figure.Condition.OUT, 2)));
        assertEquals(List.of("none of your figures is left in the game: it takes no more orders from you"),
                messages(beaten, "normans", "HOLD Hugo"));
        assertEquals(List.of("you have left this game: it takes no more orders from you"),
                messages(new Game(GAME.state.withLeft("normans")), "normans", "HOLD Hugo"));
    }

    @Test
    void onlyTheSidesOwnFiguresStillInTheGameTakeOrders() {
        Game g = new Game(GAME.state.withFigure(GAME.f("Kol").withCondition(Figure.Condition.OUT, 1)));
        assertEquals(List.of("there is no figure Bjorn", "Brand is not yours: it is one of the Saxons",
                "Kol was taken out of the game in turn 1: it takes no orders"),
                messages(g, "vikings", "HOLD Bjorn\nHOLD Brand\nHOLD Kol"));
    }

    @Test
    void aKnockedDownFigureActsOnlyOnceItGetsUp() {
        Game g = new Game(GAME.state.withFigure(GAME.f("Orm").withCondition(Figure.Condition.DOWN, 1)));
        assertEquals(List.of("Orm is knocked down: it gets up only as it moves, so give it STAND (or MOVE) this turn first"),
                messages(g, "vikings", "SHOOT Orm AT Brand"));
        assertEquals(List.of("Orm is knocked down: it gets up as it moves and cannot run"),
                messages(g, "vikings", "RUN Orm TO 12,12"));
        assertEquals(List.of("Orm is knocked down: it gets up only as it moves, so give it STAND (or MOVE) this turn first"),
                messages(g, "vikings", "VOLLEY Kol Orm AT Brand"));
        assertEquals(List.of("STAND Orm", "SHOOT Orm AT Brand"), g.accepted("vikings", "STAND Orm\nSHOOT Orm AT Brand"));
        assertEquals(List.of("MOVE Orm TO 12,13  # 3.0\" of 4\" (6 +Speed 2 = 8\", half to get up = 4\")"),
                g.accepted("vikings", "MOVE Orm TO 12,13"));
    }

    @Test
    void aFigureHasOneOrderAPhaseHoldGoesAloneAndHeroicWithAnything() {
        assertEquals(List.of("Ulf already has a MOVE order in the movement phase (line 1): one order a figure in each phase",
                "Kol already has a SHOOT order in the shooting phase (line 3): one order a figure in each phase",
                "Thora already has a CAST order in the shooting phase (line 5): one order a figure in each phase"),
                vikings("MOVE Ulf TO 10,12\nSTAND Ulf\nSHOOT Kol AT Brand\nVOLLEY Orm Kol AT Odo\nCAST Thora ice-grip AT Brand"
                        + "\nCAST Thora bolt-of-fire AT Brand"));
        assertEquals(List.of("Ulf is ordered to HOLD on line 1: HOLD means nothing else this turn",
                "Orm has a SHOOT order on line 3: HOLD means nothing else this turn, so give one or the other"),
                vikings("HOLD Ulf\nFIGHT Ulf AT Brand\nSHOOT Orm AT Brand\nHOLD Orm"));
        assertEquals(4, GAME.accepted("vikings", "HOLD Ulf\nHEROIC Ulf REROLL NEVER LAST ACT\nCAST Thora sea-mist AT 20,18"
                + "\nCAST Thora bolt-of-fire AT Brand").size());
        assertEquals(List.of("Ulf has HEROIC orders already (line 1): give them once"),
                vikings("HEROIC Ulf REROLL NEVER LAST ACT\nHEROIC Ulf REROLL FATE LAST ACT"));
    }

    @Test
    void heroicOrdersAreForHeroes() {
        assertEquals(List.of("Orm is no Hero: HEROIC orders are for figures with the hero trait"),
                vikings("HEROIC Orm REROLL FATE LAST ACT"));
    }

    @Test
    void targetsAreFiguresInTheGameAndAttacksAreAtEnemies() {
        Game allied = Game.table().side("vikings", "\"allies\": [\"danes\"]").side("danes", "\"allies\": [\"vikings\"]")
                .terrain("wooden-building 20,20 26,20 26,26 20,26")
                .figures("Ulf vikings viking-hero 10,10", "Orm vikings viking-bowman 12,10", "Sven vikings viking-huscarl 16,10",
                        "Knut danes viking-huscarl 11,11", "Brand saxons saxon-thegn 10,20", "Odo saxons saxon-fyrdman 12,20")
                .play();
        Game g = new Game(allied.state.withFigure(allied.f("Odo").withCondition(Figure.Condition.OUT, 1)));
        assertEquals(List.of("there is no figure Bjorn", "Knut is one of your allies, the Danes: you fight only at enemies",
                "Ulf is one of yours: you sunder only at enemies", "t1 is a terrain feature, not a figure",
                "Odo was taken out of the game in turn 1"),
                messages(g, "vikings", "SHOOT Orm AT Bjorn\nFIGHT Ulf AT Knut\nSUNDER Sven AT Ulf\nMOVE Ulf AT t1"
                        + "\nVOLLEY Ulf Sven AT Odo"));
    }

    @Test
    void aShooterNeedsAWeaponItHasUnbrokenAndAFighterTheSame() {
        assertEquals(List.of("Orm has no shooting weapon crossbow (its own: war-bow)", "Thora has no shooting weapon",
                "Ulf has no fighting weapon spear (its own: great-axe, long-sword, or unarmed-unskilled)"),
                vikings("SHOOT Orm AT Brand WITH crossbow\nSHOOT Thora AT Brand\nFIGHT Ulf AT Brand WITH spear"));
        Game g = new Game(GAME.state.withFigure(GAME.f("Orm").withBroken("war bow"))
                .withFigure(GAME.f("Ulf").withBroken("two-handed axe")));
        assertEquals(List.of("Orm's war bow is broken: it is unusable for the rest of the game",
                "Ulf's two-handed axe is broken: it is unusable for the rest of the game"),
                messages(g, "vikings", "SHOOT Orm AT Brand\nFIGHT Ulf AT Brand WITH great-axe"));
        assertEquals(List.of("FIGHT Ulf AT Brand WITH unarmed-unskilled"),
                g.accepted("vikings", "fight ulf at brand with unarmed unskilled"));
    }

    @Test
    void aCrossbowThatShotLastTurnIsReloading() {
        Game g = new Game(GAME.state.withTurn(2).withFigure(GAME.f("Hugo").withCrossbowShot(1)));
        assertEquals(List.of("Hugo's crossbow shot in turn 1 and reloads through turn 2 (S9)"),
                messages(g, "normans", "SHOOT Hugo AT Brand"));
    }

    @Test
    void fireArrowsAreShotFromABowAtWhatBurnsAndHolyWaterIsThrownByHand() {
        assertEquals(List.of("SHOOT Orm AT t1 USING fire-arrow"), GAME.accepted("vikings", "SHOOT Orm AT T1 USING Fire Arrow"));
        assertEquals(List.of("a fire arrow is no use against figures (W6): shoot it AT a feature to set alight, e.g. AT t1",
                "Kol carries no fire arrows (S8: special ammunition is limited)",
                "t2 (stone building) does not burn: only buildings of wood, wagons, boats, barricades, haystacks and the like",
                "there is no terrain feature t9 (the features: t1, t2, t3, t4)",
                "Ulf carries no fire arrows (S8: special ammunition is limited)",
                "a fire arrow is shot from a bow or a crossbow: Ulf has none it can use",
                "USING takes fire-arrow or holy-water, not pitch"),
                vikings("SHOOT Kol AT Brand USING fire-arrow\nSHOOT Orm AT t2 USING fire-arrow\nSHOOT Ulf AT t9 USING fire-arrow"
                        + "\nSHOOT Sven AT Odo USING pitch"));
        assertEquals(List.of("SHOOT Aelfric AT Thora USING holy-water"),
                GAME.accepted("saxons", "SHOOT Aelfric AT Thora USING holy-water"));
        assertEquals(List.of("holy water is thrown by hand, as an improvised weapon (W7): leave out WITH improvised",
                "Odo carries no holy water (S8: special ammunition is limited)"),
                messages(GAME, "saxons", "SHOOT Aelfric AT Thora WITH improvised USING holy-water\nSHOOT Odo AT Thora USING"
                        + " holy-water"));
    }

    @Test
    void aTorchIsLitIfCarriedDousedIfLitAndBurnsWhatBurns() {
        assertEquals(List.of("Ulf carries no torch to light", "Sven has no lit torch to douse",
                "Orm has no lit torch to set it alight: LIGHT one this turn (a Shooting action) first"),
                vikings("LIGHT Ulf\nDOUSE Sven\nBURN Orm t1"));
        assertEquals(List.of("LIGHT Sven", "BURN Sven t1"), GAME.accepted("vikings", "LIGHT Sven\nBURN Sven AT t1"));
        Game lit = new Game(GAME.state.withFigure(GAME.f("Sven").withTorch(true)));
        assertEquals(List.of("Sven's torch is lit already",
                "t2 (stone building) does not burn: only buildings of wood, wagons, boats, barricades, haystacks and the like"),
                messages(lit, "vikings", "LIGHT Sven\nBURN Sven t2"));
    }

    @Test
    void aPowerIsCastByAFigureThatHasItAtWhatItIsAimedAt() {
        assertEquals(List.of("Thora has no power Blessing (its own: bolt-of-fire, ice-grip, sea-mist)"),
                vikings("CAST Thora blessing"));
        assertEquals(List.of("there is no power fireball (the powers: banishment, blessing, bolt-of-fire, ice-grip,"
                + " raise-the-fallen, sea-mist, storm-of-fire)"), vikings("CAST Thora fireball AT Brand"));
        assertEquals(List.of("Sea Mist is cast at a point: write CAST Thora sea-mist AT x,y",
                "Ulf is one of yours: you cast Ice Grip only at enemies"),
                vikings("CAST Thora sea-mist AT Brand\nCAST Thora ice-grip AT Ulf"));
        assertEquals(List.of("40,18 is off the table (36\" by 36\", from 0,0 at the bottom left)"),
                vikings("CAST Thora sea-mist AT 40,18"));
        Game lost = new Game(GAME.state.withFigure(GAME.f("Thora").withLostPower("Bolt of Fire")));
        assertEquals(List.of("Thora has lost Bolt of Fire for the rest of the game"),
                messages(lost, "vikings", "CAST Thora bolt-of-fire AT Brand"));
        assertEquals(List.of("Ulf is an enemy: Raise the Fallen is for friends"),
                messages(GAME, "saxons", "CAST Aelfric raise-the-fallen AT Ulf"));
        assertEquals(List.of("Blessing works about its caster: write CAST Aelfric blessing with no AT"),
                messages(GAME, "saxons", "CAST Aelfric blessing AT Brand"));
    }

    @Test
    void aMoveStaysOnTheTableWithinItsAllowanceAlongItsLegsAndOutOfDeepWater() {
        assertEquals(List.of("Ulf wears Medium armour: it cannot run", "Orm may move 8\" (6 +Speed 2 = 8\"), not 9.0\"",
                "Kol may move 6\" (6 +Speed 2 −2 terrain = 6\"), not 9.2\"",
                "Thora already stands at 8,10: write HOLD to keep it there",
                "Sven wears Medium armour: it cannot run"),
                vikings("RUN Ulf TO 10,12\nMOVE Orm TO 12,15 THEN 12,19\nMOVE Kol TO 12,1\nMOVE Thora TO 8,10"
                        + "\nDISENGAGE Sven TO 16,6 RUNNING"));
        Game shore = Game.table().terrain("water 30,0 36,0 36,36 30,36")
                .figures("Ulf vikings viking-hero 28,10", "Brand saxons saxon-thegn 10,20").play();
        assertEquals(List.of("the way from 28,10 to 31,10 crosses water 1 (t1), where no figure may go"),
                messages(shore, "vikings", "MOVE Ulf TO 31,10"));
        assertEquals(List.of("40,10 is off the table (36\" by 36\", from 0,0 at the bottom left)"),
                messages(shore, "vikings", "MOVE Ulf TO 29,10 THEN 40,10"));
    }

    @Test
    void aFightsPartsAddUpToTheFvAndOnlyAnAxeSundersAShield() {
        assertEquals(List.of("Ulf's FV is 5, split into whole parts of at least 1 that use all of it: the parts add up to"
                + " 6, not the FV of 5"), vikings("FIGHT Ulf AT Brand 3, Odo 3"));
        assertEquals(List.of("Ulf's FV is 5, split into whole parts of at least 1 that use all of it: each attack needs at"
                + " least 1 of the FV"), vikings("FIGHT Ulf AT Brand 0, Odo 5"));
        assertEquals(List.of("FIGHT Ulf AT Brand 5"), GAME.accepted("vikings", "FIGHT Ulf AT Brand 5"));
        Game g = new Game(GAME.state.withFigure(GAME.f("Brand").withShieldLost()));
        assertEquals(List.of("Orm has no axe: only an axe can Sunder a shield", "Brand has lost its shield already: nothing"
                + " to Sunder", "Aelfric carries no shield: nothing to Sunder"),
                messages(g, "vikings", "SUNDER Orm AT Odo\nSUNDER Sven AT Brand\nSUNDER Ulf AT Aelfric"));
    }
}
