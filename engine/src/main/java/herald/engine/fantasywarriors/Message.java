package herald.engine.fantasywarriors;

/**
 * A written message between players of one alliance (Companion L1478), or words spoken between two of their figures
 * in base contact (L1464, L1476).
 *
 * @param from the player who wrote it (his id: a side's, or a battle leader's player's)
 * @param courier the courier figure who carries it, or null for words spoken face to face
 * @param sent the battle turn it was written, in its new orders phase
 * @param delivered the battle turn it reached {@code to}; 0 while on the way
 * @param lost why it never will (its courier fell, or its reader), or null
 */
public record Message(String from, String to, String courier, String text, int sent, int delivered, String lost) {

    public boolean onTheWay() {
        return delivered == 0 && lost == null;
    }

    public Message withDelivered(int turn) {
        return new Message(from, to, courier, text, sent, turn, lost);
    }

    public Message withLost(String why) {
        return new Message(from, to, courier, text, sent, delivered, why);
    }
}
