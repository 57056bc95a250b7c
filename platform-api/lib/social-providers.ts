import type { MerchantConfig } from '../../schemas';
import type { SocialProvider } from '../../core/social';
import { SOCIAL_FLAGS } from '../../core/social';
import { isEnvReference } from '../../core/config/secrets';

/*
 * The social sign-in providers (issue 17). Google and Line speak OpenID Connect (an id_token with the
 * nonce); Facebook speaks OAuth 2.0 and answers who the person is from its Graph API. Endpoints are the
 * providers' own unless the merchant names others; in demo mode they default to the demo identity
 * provider of this server (routes/demo-idp.ts), which speaks the same protocol.
 */

export interface ProviderEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Accepted `iss` values of an id_token. */
  issuers: string[];
  scope: string;
  oidc: boolean;
}

const REAL: Record<SocialProvider, ProviderEndpoints> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    scope: 'openid email profile',
    oidc: true,
  },
  line: {
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    userinfoUrl: 'https://api.line.me/oauth2/v2.1/userinfo',
    issuers: ['https://access.line.me'],
    // LINE gives the email only to channels it approved for it: ask for what every channel gets.
    scope: 'openid profile',
    oidc: true,
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    issuers: [],
    scope: 'public_profile email',
    oidc: false,
  },
};

export const DEMO_IDP_PREFIX = '/demo/idp';
export const demoIssuer = (provider: SocialProvider) => `${DEMO_IDP_PREFIX}/${provider}`;

export interface ReadyProvider extends ProviderEndpoints {
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
}

/** A client secret: "env:MERCHANT_SECRET_…" read from those environment variables; undefined when unset. */
export function resolveSecret(
  value: string | undefined,
  env: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!value) return undefined;
  if (isEnvReference(value)) return env[value.slice(4)] || undefined;
  return value;
}

/**
 * A provider this merchant can sign in with: its flag on, its client id and secret set (the secret
 * resolvable). Endpoints: the merchant's, else the demo identity provider in demo mode, else the
 * provider's own.
 */
export function readyProvider(
  merchant: MerchantConfig,
  provider: SocialProvider,
  demo: boolean,
  env: Readonly<Record<string, string>> = {},
): ReadyProvider | undefined {
  const flag = SOCIAL_FLAGS.find((f) => f.provider === provider)!.flag;
  const reg = merchant.socialLogin[provider];
  const secret = resolveSecret(reg?.clientSecret, env);
  if (!merchant.flags[flag] || !reg || !secret) return undefined;
  const base = demo
    ? {
        ...REAL[provider],
        authorizeUrl: `${demoIssuer(provider)}/authorize`,
        tokenUrl: `${demoIssuer(provider)}/token`,
        userinfoUrl: `${demoIssuer(provider)}/userinfo`,
        issuers: [demoIssuer(provider)],
      }
    : REAL[provider];
  const tokenUrl = reg.tokenUrl ?? base.tokenUrl;
  const issuers = [...base.issuers];
  if (tokenUrl.startsWith(`${DEMO_IDP_PREFIX}/`)) issuers.push(demoIssuer(provider));
  else if (reg.tokenUrl) issuers.push(new URL(reg.tokenUrl).origin);
  return {
    ...base,
    provider,
    authorizeUrl: reg.authorizeUrl ?? base.authorizeUrl,
    tokenUrl,
    userinfoUrl: reg.userinfoUrl ?? base.userinfoUrl,
    issuers,
    clientId: reg.clientId,
    clientSecret: secret,
  };
}
