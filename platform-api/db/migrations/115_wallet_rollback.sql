-- The game wallet as aggregators call it (issue 34): a rollback refunds a bet by its transaction id
-- (the bet's Idempotency-Key), as a ledger entry of its own kind, never an edit of the bet's entry.
-- Bet and rollback meet on one row, the bet's key in idempotency_keys: the rollback claims it
-- (ON CONFLICT waits for a bet in flight to commit or fail), so exactly one of them wins the race.
--   * The bet's key exists: the bet was recorded; its open round is refunded and its key is marked
--     rolledBack, so the bet re-sent after its rollback is refused (BET_ROLLED_BACK).
--   * It does not: the rollback leaves a tombstone there (request_hash 'rollback'), so the late bet
--     conflicts on it and is refused (BET_ROLLED_BACK) with nothing written.
-- A rollback is itself idempotent by that transaction id (scope 'rollback'): repeated, it answers
-- the first answer and moves nothing. A bet whose round is settled (won) or closed is not rolled
-- back (ROUND_CLOSED), as aggregators' refund calls refuse a settled bet: the money of a settled
-- round is corrected by the operator with an adjustment, not by the provider.
ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('deposit', 'first_deposit_bonus', 'withdraw_hold', 'withdraw_release', 'withdraw_payout', 'bet', 'win', 'reward', 'adjustment', 'rebate', 'rollback'));
-- A rolled-back round keeps its stake in `refunded` and counts no bet (turnover, rebates, VIP and
-- agent figures that sum game_rounds.bet then leave it out); the ledger keeps both entries.
ALTER TABLE game_rounds ADD COLUMN IF NOT EXISTS refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0);
-- At most one rollback entry per round, by the database.
CREATE UNIQUE INDEX IF NOT EXISTS ledger_one_rollback_per_round ON ledger_entries (round_id) WHERE kind = 'rollback';

CREATE OR REPLACE FUNCTION wallet_bet(p_member integer, p_key text, p_hash text, p_node integer, p_game text, p_vendor text, p_round text, p_amount bigint)
RETURNS TABLE (replayed boolean, response jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_hash text;
  v_response jsonb;
  v_round bigint;
  v_balance bigint;
  v_held bigint;
BEGIN
  INSERT INTO idempotency_keys (member_id, scope, key, request_hash) VALUES (p_member, 'bet', p_key, p_hash)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT k.request_hash, k.response INTO v_hash, v_response FROM idempotency_keys k
     WHERE k.member_id = p_member AND k.scope = 'bet' AND k.key = p_key;
    IF coalesce((v_response ->> 'rolledBack')::boolean, false) THEN
      RAISE EXCEPTION 'BET_ROLLED_BACK';
    END IF;
    IF v_hash IS DISTINCT FROM p_hash OR v_response IS NULL THEN
      RAISE EXCEPTION 'IDEMPOTENCY_KEY_REUSED';
    END IF;
    RETURN QUERY SELECT true, v_response;
    RETURN;
  END IF;
  INSERT INTO game_rounds (member_id, node_id, game_name, vendor, round_ref, bet)
    VALUES (p_member, p_node, p_game, p_vendor, p_round, p_amount)
    ON CONFLICT (member_id, round_ref) DO NOTHING RETURNING id INTO v_round;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'ROUND_EXISTS';
  END IF;
  UPDATE wallets SET balance = balance - p_amount, updated_at = now()
   WHERE member_id = p_member AND balance - p_amount >= 0 RETURNING balance, held INTO v_balance, v_held;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'INSUFFICIENT_BALANCE';
  END IF;
  INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, round_id)
    VALUES (p_member, 'bet', -p_amount, 0, v_balance, v_held, v_round);
  v_response := jsonb_build_object('roundId', p_round, 'balance', v_balance, 'bet', p_amount, 'win', 0);
  UPDATE idempotency_keys SET response = v_response WHERE member_id = p_member AND scope = 'bet' AND key = p_key;
  RETURN QUERY SELECT false, v_response;
END
$$;

CREATE OR REPLACE FUNCTION wallet_rollback(p_member integer, p_tx text, p_hash text, p_round text)
RETURNS TABLE (replayed boolean, response jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_hash text;
  v_response jsonb;
  v_bet jsonb;
  v_round bigint;
  v_refund bigint;
  v_balance bigint;
  v_held bigint;
BEGIN
  INSERT INTO idempotency_keys (member_id, scope, key, request_hash) VALUES (p_member, 'rollback', p_tx, p_hash)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT k.request_hash, k.response INTO v_hash, v_response FROM idempotency_keys k
     WHERE k.member_id = p_member AND k.scope = 'rollback' AND k.key = p_tx;
    IF v_hash IS DISTINCT FROM p_hash OR v_response IS NULL THEN
      RAISE EXCEPTION 'IDEMPOTENCY_KEY_REUSED';
    END IF;
    RETURN QUERY SELECT true, v_response;
    RETURN;
  END IF;
  -- The tombstone: claims the bet's transaction id when no bet holds it.
  INSERT INTO idempotency_keys (member_id, scope, key, request_hash, response)
    VALUES (p_member, 'bet', p_tx, 'rollback', jsonb_build_object('rolledBack', true, 'roundId', p_round))
    ON CONFLICT DO NOTHING;
  IF FOUND THEN
    SELECT w.balance INTO v_balance FROM wallets w WHERE w.member_id = p_member;
    v_response := jsonb_build_object('transactionId', p_tx, 'roundId', p_round, 'betFound', false,
      'refunded', 0, 'balance', coalesce(v_balance, 0));
  ELSE
    SELECT k.response INTO v_bet FROM idempotency_keys k
     WHERE k.member_id = p_member AND k.scope = 'bet' AND k.key = p_tx;
    IF v_bet ->> 'roundId' IS DISTINCT FROM p_round THEN
      RAISE EXCEPTION 'ROUND_NOT_FOUND';
    END IF;
    UPDATE game_rounds SET refunded = bet, bet = 0, settled_at = now()
     WHERE member_id = p_member AND round_ref = p_round AND settled_at IS NULL RETURNING id, refunded INTO v_round, v_refund;
    IF v_round IS NULL THEN
      RAISE EXCEPTION 'ROUND_CLOSED';
    END IF;
    UPDATE wallets SET balance = balance + v_refund, updated_at = now()
     WHERE member_id = p_member RETURNING balance, held INTO v_balance, v_held;
    INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, round_id, note)
      VALUES (p_member, 'rollback', v_refund, 0, v_balance, v_held, v_round, p_tx);
    UPDATE idempotency_keys k SET response = k.response || '{"rolledBack": true}'::jsonb
     WHERE k.member_id = p_member AND k.scope = 'bet' AND k.key = p_tx;
    v_response := jsonb_build_object('transactionId', p_tx, 'roundId', p_round, 'betFound', true,
      'refunded', v_refund, 'balance', v_balance);
  END IF;
  UPDATE idempotency_keys SET response = v_response WHERE member_id = p_member AND scope = 'rollback' AND key = p_tx;
  RETURN QUERY SELECT false, v_response;
END
$$;
