export { useMerchantConfig, getMerchantConfig, useConfigStore, usePreviewPromotion } from './config-store';
export { startLiveConfig } from './live-updates';
export { merchantConfigQuery } from './config-query';
export { applyTheme } from './theme';
export { useEditingGuard } from './use-editing-guard';
export type { EmbeddedConfig } from './embedded';
export { useMoney } from './use-money';
