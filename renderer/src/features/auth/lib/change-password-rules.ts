import { checkConfirm, checkField, type FieldError } from '@core/register-fields';
import type { FieldRule } from '@schemas';

export interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}
export type ChangeErrors = Partial<Record<keyof ChangeValues, FieldError>>;

/** Spec §5 change password: old asked only when not held; new by the password rule; confirm equal and required. */
export function validateChange(rule: FieldRule, v: ChangeValues, askOld: boolean): ChangeErrors {
  const e: ChangeErrors = {};
  if (askOld && !v.oldPassword) e.oldPassword = { key: 'validation.required' };
  const n = checkField({ ...rule, required: true }, v.newPassword);
  if (n) e.newPassword = n;
  const c = checkConfirm(v.newPassword, v.confirm);
  if (c) e.confirm = c;
  return e;
}

/** Spec §4: the same password as the old one shows a popup and makes no call. */
export const isSameAsOld = (oldPassword: string, newPassword: string) =>
  !!oldPassword && oldPassword === newPassword;
