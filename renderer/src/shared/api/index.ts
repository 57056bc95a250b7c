export {
  apiFetch,
  apiFetchIfChanged,
  apiFetchBlob,
  configureApiClient,
  buildUrl,
  currentSessionToken,
  sessionEndedElsewhere,
  type RequestOptions,
  type ClientContext,
} from './client';
export { ApiError, isApiError, toApiError, errorMessageKey, requireUrl } from './api-error';
export { queryClient, QUERY_STALE_MS } from './query-client';
export { isOnline, useOnline } from './online';
export { queryKeys, type QueryKey } from './query-keys';
export { encryptedBody } from './encrypted-body';
export { AUTH_PATHS, MEMBER_PATHS, STATUS_PATHS } from './paths';
export { persisted } from './persisted';
export { unreadQuery, UNREAD_KEY_PREFIX, UNREAD_STALE_MS, type Unread } from './unread';
export { walletQuery } from './wallet-query';
export { memberInfoQuery } from './member-info-query';
