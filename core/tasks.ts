/**
 * Customer tasks (spec §2 page area CustomerTask): the first steps of a new member, each done or to
 * do, with the screen that does it. What is done comes from the platform (`GET /api/member/tasks`).
 */
export const TASK_KEYS = ['profile', 'payoutAccount', 'firstDeposit', 'firstGame', 'signIn', 'kyc'] as const;
export type TaskKey = (typeof TASK_KEYS)[number];

export const TASK_PATHS: Readonly<Record<TaskKey, string>> = {
  profile: '/m/myAccount/index',
  payoutAccount: '/m/myAccount/index',
  firstDeposit: '/m/voucherCenter',
  firstGame: '/m/gameCenter',
  signIn: '/m/signIn',
  kyc: '/m/myAccount/index',
};

export interface TaskState {
  key: TaskKey;
  done: boolean;
  path: string;
}

/** The merchant's tasks in order: daily sign-in only with its flag, identity only with KYC on; open tasks first, order kept. */
export function customerTasks(
  done: Readonly<Partial<Record<TaskKey, boolean>>>,
  features: { signIn: boolean; kyc: boolean },
): TaskState[] {
  const keys = TASK_KEYS.filter((k) => (k !== 'signIn' || features.signIn) && (k !== 'kyc' || features.kyc));
  const tasks = keys.map((key) => ({ key, done: !!done[key], path: TASK_PATHS[key] }));
  return [...tasks.filter((t) => !t.done), ...tasks.filter((t) => t.done)];
}
