import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAdjustment,
  AdminPlayer,
  AdminPlayerAdjustments,
  AdminPlayerActionResult,
  AdminPlayerLedger,
  AdminPlayerNotes,
  AdminPlayerOrders,
  AdminPlayerPromotions,
  AdminPlayerRewards,
  AdminPlayerRounds,
  AdminPlayerSearch,
  AdminPlayerSessions,
} from '@schemas';
import { api } from '../../shared/api';
import { queryKeys } from '../../shared/query-keys';

/** Rows of one page of a list on the Players pages. */
export const PAGE_SIZE = 20;

/** The lists of a player's page, by the path of each. */
export interface PlayerLists {
  ledger: AdminPlayerLedger;
  deposits: AdminPlayerOrders;
  withdrawals: AdminPlayerOrders;
  rounds: AdminPlayerRounds;
  rewards: AdminPlayerRewards;
  promotions: AdminPlayerPromotions;
  sessions: AdminPlayerSessions;
  notes: AdminPlayerNotes;
  adjustments: AdminPlayerAdjustments;
}
export type PlayerList = keyof PlayerLists;

const base = (code: string) => `/api/admin/merchants/${code}/players`;

/** The Players pages' resources: one query-options factory each. */
export const playerQueries = {
  search: (code: string, q: string, offset: number) =>
    queryOptions({
      queryKey: queryKeys.players.search(code, q, offset),
      queryFn: () =>
        api<AdminPlayerSearch>(
          `${base(code)}?q=${encodeURIComponent(q)}&offset=${offset}&limit=${PAGE_SIZE}`,
        ),
      placeholderData: keepPreviousData,
    }),
  one: (code: string, id: number) =>
    queryOptions({
      queryKey: queryKeys.players.one(code, id),
      queryFn: () => api<AdminPlayer>(`${base(code)}/${id}`),
    }),
  list: <L extends PlayerList>(code: string, id: number, list: L, offset: number) =>
    queryOptions({
      queryKey: queryKeys.players.list(code, id, list, offset),
      queryFn: () => api<PlayerLists[L]>(`${base(code)}/${id}/${list}?offset=${offset}&limit=${PAGE_SIZE}`),
      placeholderData: keepPreviousData,
    }),
};

export type PlayerAction = 'lock' | 'unlock' | 'endSessions' | 'passwordReset' | 'note';
const PATHS: Record<PlayerAction, string> = {
  lock: 'lock',
  unlock: 'unlock',
  endSessions: 'end-sessions',
  passwordReset: 'password-reset',
  note: 'notes',
};

/** One action on the player, with its reason (a note's text); the player's page is read again after it. */
export function usePlayerAction(code: string, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: PlayerAction; reason: string }) =>
      api<AdminPlayerActionResult>(`${base(code)}/${id}/${PATHS[action]}`, {
        method: 'POST',
        body: action === 'note' ? { text: reason } : { reason },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.players.of(code) }),
  });
}

/** Manual balance adjustments (operators): propose one; another operator approves or rejects it. */
export function useAdjustments(code: string, id: number) {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: queryKeys.players.of(code) });
  const propose = useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      api<AdminAdjustment>(`${base(code)}/${id}/adjustments`, { method: 'POST', body }),
    onSettled,
  });
  const decide = useMutation({
    mutationFn: ({
      adjustment,
      approve,
      reason,
    }: {
      adjustment: number;
      approve: boolean;
      reason?: string;
    }) =>
      api<AdminAdjustment>(
        `/api/admin/merchants/${code}/adjustments/${adjustment}/${approve ? 'approve' : 'reject'}`,
        { method: 'POST', body: approve ? {} : { reason } },
      ),
    onSettled,
  });
  /** Its proposer takes a pending adjustment back. */
  const withdraw = useMutation({
    mutationFn: (adjustment: number) =>
      api<AdminAdjustment>(`/api/admin/merchants/${code}/adjustments/${adjustment}/withdraw`, {
        method: 'POST',
        body: {},
      }),
    onSettled,
  });
  return { propose, decide, withdraw };
}
