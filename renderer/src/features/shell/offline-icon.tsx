import { Icon } from '../../shared/ui';

/**
 * No connection: the Wi-Fi arcs, struck through. Drawn here, not in the shared icon set, because only
 * the offline screens (their own chunks) use it: the set is on every page's first load.
 */
export function OfflineIcon({ size }: { size: number }) {
  return (
    <Icon name="offline" size={size}>
      <path d="M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2.1-1.6M2 9.3a15 15 0 0 1 4.6-2.8M22 9.3A15 15 0 0 0 11 5.1" />
      <path d="M12 20h.01" />
    </Icon>
  );
}
