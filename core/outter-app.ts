/**
 * OutterApp (spec §2 page area): a game or another page opened inside the site, in a full-screen
 * frame with a back bar, instead of leaving the site.
 */
export const OUTTER_APP_PATH = '/m/outterApp';
/** Longest address the frame opens. */
export const FRAME_URL_MAX = 2048;

/**
 * Whether the frame may open this address: a path of this site (the launch pages of the platform),
 * never another origin: the site's content policy (`frame-src 'self'`) would refuse it anyway, and
 * a link of the site must not frame pages it does not control.
 */
export function isFrameUrl(url: string | null | undefined): url is string {
  return (
    !!url &&
    url.length <= FRAME_URL_MAX &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    !/[\s\\]/.test(url) &&
    !url.startsWith('/m/')
  );
}

/** Whether a vendor's games open in the frame (merchant `games.frameVendors`; `*` = every vendor). */
export const opensInFrame = (vendor: string, frameVendors: readonly string[]): boolean =>
  frameVendors.includes('*') || frameVendors.includes(vendor);

/** The OutterApp address of a page and its title. */
export const outterAppHref = (url: string, title: string): string =>
  `${OUTTER_APP_PATH}?${new URLSearchParams({ url, title }).toString()}`;
