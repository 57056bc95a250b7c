/**
 * What the config server writes into /m's index.html and the renderer reads back: one home for
 * both sides, so the names cannot drift apart.
 */

/** The id of the JSON data block holding the merchant config. */
export const CONFIG_ELEMENT_ID = 'merchant-config';

/** The CSS custom property of a theme colour: primaryContrast → --color-primary-contrast. */
export const themeVar = (key: string): string =>
  `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The page's picture seed (which CDN host serves which picture), chosen by the server per page. */
export const IMAGE_SEED_META = 'image-seed';
/** The banner group whose first banner the boot shell shows (the app keeps its box while it loads). */
export const FIRST_BANNER_META = 'first-banner';

/** Storage key of the player's display preferences on this device (the boot shell reads it too). */
export const PREFERENCES_KEY = 'MC_PREFERENCES';
