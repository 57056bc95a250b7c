import type { TFunction } from 'i18next';

/**
 * A menu entry by the words players read ("Lịch sử giao dịch"), not its key ("transactionRecord"):
 * its labelKey or menu.<key>, as the player site does; the key when no text is written.
 */
export function menuItemName(t: TFunction, key: string, labelKey?: string): string {
  const text: unknown = t(labelKey ?? `menu.${key}`, { returnObjects: true, defaultValue: '' });
  return typeof text === 'string' && text ? text : key;
}
