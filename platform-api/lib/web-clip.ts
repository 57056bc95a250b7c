import { createHash } from 'node:crypto';
import type { MerchantConfig } from '../../schemas';

/** The player site's own address, where a home-screen icon opens. */
export const WEB_CLIP_PATH = '/m/home';

const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A stable UUID per merchant and purpose (a re-downloaded profile replaces the installed one). */
function stableUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`.toUpperCase();
}

/**
 * An iOS configuration profile with one Web Clip: installing it puts the merchant's site on the
 * home screen, full screen, under the merchant's name (the "iOS profile" of the download popup).
 */
export function webClipProfile(merchant: Pick<MerchantConfig, 'code' | 'name'>, origin: string): string {
  const id = `site.${merchant.code}.webclip`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${xml(merchant.name)}</string>
      <key>URL</key><string>${xml(origin + WEB_CLIP_PATH)}</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>PayloadIdentifier</key><string>${xml(`${id}.clip`)}</string>
      <key>PayloadUUID</key><string>${stableUuid(`${id}.clip`)}</string>
      <key>PayloadDisplayName</key><string>${xml(merchant.name)}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${xml(merchant.name)}</string>
  <key>PayloadIdentifier</key><string>${xml(id)}</string>
  <key>PayloadRemovalDisallowed</key><false/>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${stableUuid(id)}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}
