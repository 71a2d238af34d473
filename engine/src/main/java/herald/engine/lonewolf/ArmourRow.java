package herald.engine.lonewolf;

/** A play-sheet row with one number per armour type (a firing or combat row, or the MP allowance). */
public record ArmourRow(Integer none, Integer leather, Integer mail, Integer plate, String source, String note) {

    public int of(Armour armour) {
        return switch (armour) {
            case NONE -> none;
            case LEATHER -> leather;
            case MAIL -> mail;
            case PLATE -> plate;
        };
    }
}
