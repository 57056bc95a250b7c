/** iOS version from the user agent (old iOS needs an extra hint to install the profile). */
export function iosVersion(ua: string): [number, number] | null {
  const m = /(?:iPhone|iPad|iPod).*? OS (\d+)_(\d+)/.exec(ua);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Spec §2: extra text for iOS 12.x below 12.2, and 11 and lower. */
export const needsOldIosHint = (v: [number, number] | null): boolean =>
  !!v && (v[0] <= 11 || (v[0] === 12 && v[1] < 2));

/**
 * Safari on iPhone/iPad: the browser whose share menu has "Add to Home Screen" (spec §2: the guide
 * shows on iOS Safari only). Other iOS browsers and in-app browsers name themselves in the agent.
 */
export const isIosSafari = (ua: string): boolean =>
  /(iPhone|iPad|iPod)/.test(ua) &&
  /Safari\//.test(ua) &&
  !/(CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\/|Zalo)/.test(ua);
