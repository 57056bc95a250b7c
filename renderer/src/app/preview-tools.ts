import { mountPreviewTools } from '../features/why/why-overlay';
import { whyRollout } from '../shared/config/why-rollout';

/** The support preview's tools ("why is this here?"), one chunk with the rollout lookup they need. */
export const mountPreview = (token: string, merchantCode: string): void =>
  mountPreviewTools(token, whyRollout, merchantCode);
