import type { FastifyInstance } from 'fastify';
import { typed } from '../server/typed-app';
import type { BackOfficeDeps } from './lib/back-office';
import { paymentAdminRoutes } from './routes/payments-admin';
import { kycAdminRoutes } from './routes/kyc-admin';
import { agentAdminRoutes } from './routes/agents-admin';
import { rewardAdminRoutes } from './routes/rewards-admin';
import { contentAdminRoutes } from './routes/content-admin';
import { playerAdminRoutes } from './routes/players-admin';
import { reportAdminRoutes } from './routes/reports-admin';

/**
 * The platform's back office (the console's routes on platform data: payments, KYC, agents, rewards,
 * reports, content). The console registers it inside its admin scope (config-server/admin/index.ts), so every
 * route gets the console's role check, merchant scope guard and audit log through `deps`.
 */
export async function backOfficeRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const t = typed(app);
  await paymentAdminRoutes(t, deps);
  await kycAdminRoutes(t, deps);
  await agentAdminRoutes(t, deps);
  await rewardAdminRoutes(t, deps);
  await playerAdminRoutes(t, deps);
  await reportAdminRoutes(t, deps);
  // Its own scope: the multipart parser of picture uploads stays there.
  await app.register(async (content) => contentAdminRoutes(content, deps));
}
