-- The winners board (spec §4) reads real wins from game_rounds now; the seeded board table goes.
DROP TABLE IF EXISTS winners;
CREATE INDEX IF NOT EXISTS game_rounds_wins ON game_rounds (settled_at DESC) WHERE win > 0;
