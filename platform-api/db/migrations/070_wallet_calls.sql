-- A game provider's bet and win, each one statement (issue 10 wallet bench): the idempotency claim,
-- the round, the wallet move and its ledger entry run inside one function call, so a wallet call is
-- one round trip to the database and one implicit transaction. A refusal raises (SQLSTATE P0001,
-- message = the catalogue code), which rolls back everything the call wrote, the key claim included.
-- A replay racing the first call waits on the key's primary key until the first commits, then reads
-- its answer (each statement of a PL/pgSQL function takes a fresh snapshot under READ COMMITTED).
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
  -- The row lock of this UPDATE orders concurrent moves of one wallet; the WHERE keeps it >= 0.
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
CREATE OR REPLACE FUNCTION wallet_win(p_member integer, p_key text, p_hash text, p_round text, p_amount bigint, p_outcome jsonb)
RETURNS TABLE (replayed boolean, response jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_hash text;
  v_response jsonb;
  v_round bigint;
  v_bet bigint;
  v_balance bigint;
  v_held bigint;
BEGIN
  INSERT INTO idempotency_keys (member_id, scope, key, request_hash) VALUES (p_member, 'win', p_key, p_hash)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT k.request_hash, k.response INTO v_hash, v_response FROM idempotency_keys k
     WHERE k.member_id = p_member AND k.scope = 'win' AND k.key = p_key;
    IF v_hash IS DISTINCT FROM p_hash OR v_response IS NULL THEN
      RAISE EXCEPTION 'IDEMPOTENCY_KEY_REUSED';
    END IF;
    RETURN QUERY SELECT true, v_response;
    RETURN;
  END IF;
  UPDATE game_rounds SET win = p_amount, settled_at = now(), outcome = coalesce(p_outcome, outcome)
   WHERE member_id = p_member AND round_ref = p_round AND settled_at IS NULL RETURNING id, bet INTO v_round, v_bet;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'ROUND_NOT_FOUND';
  END IF;
  UPDATE wallets SET balance = balance + p_amount, updated_at = now()
   WHERE member_id = p_member RETURNING balance, held INTO v_balance, v_held;
  IF NOT FOUND THEN
    INSERT INTO wallets (member_id) VALUES (p_member) ON CONFLICT (member_id) DO NOTHING;
    UPDATE wallets SET balance = balance + p_amount, updated_at = now()
     WHERE member_id = p_member RETURNING balance, held INTO v_balance, v_held;
  END IF;
  INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, round_id)
    VALUES (p_member, 'win', p_amount, 0, v_balance, v_held, v_round);
  v_response := jsonb_build_object('roundId', p_round, 'balance', v_balance, 'bet', v_bet, 'win', p_amount);
  UPDATE idempotency_keys SET response = v_response WHERE member_id = p_member AND scope = 'win' AND key = p_key;
  RETURN QUERY SELECT false, v_response;
END
$$;
