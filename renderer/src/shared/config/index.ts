export { useMerchantConfig, getMerchantConfig, useConfigStore } from './config-store';
export { startLiveConfig, refetchConfig } from './live-updates';
export { applyTheme } from './theme';
export { useEditingGuard } from './use-editing-guard';
export type { EmbeddedConfig } from './embedded';
