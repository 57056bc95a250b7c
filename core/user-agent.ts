/*
 * Issue 34: the device a session was opened from, in words the console shows ("Chrome 131" on
 * "Android 14", in an app or a browser), from the login's User-Agent. Only this summary is kept,
 * not the agent string. Browsers that build on Chrome or Safari name themselves first, so they are
 * tried before Chrome and Safari.
 */

export interface DeviceSummary {
  /** Browser and major version ("Chrome 131"), or undefined when not recognised. */
  browser?: string;
  /** System and version ("Android 14", "iOS 17.5", "Windows"), or undefined. */
  os?: string;
  /** Opened inside an app (an Android WebView, an iOS app's web view, an in-app browser). */
  app: boolean;
}

const BROWSERS: [name: string, re: RegExp][] = [
  ['Zalo', /Zalo(?:Theme)?\/?(\d+)?/],
  ['Facebook', /FB(?:AN|AV)\/?(\d+)?/],
  ['Instagram', /Instagram (\d+)/],
  ['Cốc Cốc', /coc_coc_browser\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|OPiOS)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)(?:\.\d+)*.*Safari\//],
];

const IN_APP = new Set(['Zalo', 'Facebook', 'Instagram']);

function osOf(ua: string): string | undefined {
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)(?:_(\d+))?/.exec(ua);
  if (ios) return `iOS ${ios[1]}${ios[2] && ios[2] !== '0' ? `.${ios[2]}` : ''}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]!.replace(/\.0$/, '')}`;
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return undefined;
}

/**
 * The device a segment targets (issue 35): iPhone and iPad, Android, or anything else (computers;
 * an iPad that asks for desktop sites says Macintosh and counts here). No agent: unknown.
 */
export function deviceKind(ua: string | undefined): 'ios' | 'android' | 'desktop' | undefined {
  if (!ua) return undefined;
  // The same tests as osOf (kept apart so the player's first load carries only these two).
  return /iPhone|iPad|iPod/.test(ua) ? 'ios' : /Android/.test(ua) ? 'android' : 'desktop';
}

/** The device summary of a User-Agent (empty or unknown: nothing named, not an app). */
export function summariseUserAgent(ua: string | undefined): DeviceSummary {
  if (!ua) return { app: false };
  const text = ua.slice(0, 512);
  const os = osOf(text);
  let browser: string | undefined;
  for (const [name, re] of BROWSERS) {
    const m = re.exec(text);
    if (m) {
      browser = m[1] ? `${name} ${m[1]}` : name;
      break;
    }
  }
  const ios = os?.startsWith('iOS') ?? false;
  const app =
    (browser !== undefined && IN_APP.has(browser.split(' ')[0]!)) ||
    /; wv\)/.test(text) ||
    // An iOS app's web view names no browser ("… Mobile/15E148" without Safari/).
    (ios && !/Safari\//.test(text));
  if (ios && browser === undefined && !app) browser = 'Safari';
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}), app };
}
