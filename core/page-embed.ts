/**
 * What the config server writes into /m's index.html and the renderer reads back: one home for
 * both sides, so the names cannot drift apart.
 */

/** The id of the JSON data block holding the merchant config. */
export const CONFIG_ELEMENT_ID = 'merchant-config';

/** The CSS custom property of a theme colour: primaryContrast → --color-primary-contrast. */
export const themeVar = (key: string): string =>
  `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Storage key of the player's display preferences on this device (the boot shell reads it too). */
export const PREFERENCES_KEY = 'MC_PREFERENCES';
