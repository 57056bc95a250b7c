/** iOS version from the user agent (old iOS needs an extra hint to install the profile). */
export function iosVersion(ua: string): [number, number] | null {
  const m = /(?:iPhone|iPad|iPod).*? OS (\d+)_(\d+)/.exec(ua);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Spec §2: extra text for iOS 12.x below 12.2, and 11 and lower. */
export const needsOldIosHint = (v: [number, number] | null): boolean => !!v && (v[0] <= 11 || (v[0] === 12 && v[1] < 2));
