import type { MerchantConfig } from '../../schemas';
import type { SocialProvider } from '../../core/social';
import { SOCIAL_FLAGS } from '../../core/social';
import { isEnvReference } from '../../core/config/secrets';

/*
 * The social sign-in providers (issue 17). Google and Line speak OpenID Connect (an id_token with the
 * nonce); Facebook speaks OAuth 2.0 and answers who the person is from its Graph API. Endpoints are the
 * providers' own unless the merchant names others; in demo mode they default to the demo identity
 * provider of this server (routes/demo-idp.ts), which speaks the same protocol.
 *
 * An id_token is checked with the keys of the provider that hands it out, under the algorithms pinned
 * here (issue 31): Google's published key set (RS256), LINE's HMAC with the channel secret (HS256, as
 * LINE Login signs web logins), the demo provider's key set (ES256, served in process).
 */

export interface ProviderEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Accepted `iss` values of an id_token. */
  issuers: string[];
  scope: string;
  oidc: boolean;
  /** The id_token algorithms accepted; any other (`none` included) is refused. */
  idTokenAlgorithms: string[];
  /**
   * The provider's key set (JWKS) the id_token is checked with: an https:// address, or a path of this
   * server (the demo provider). None: the token is an HMAC with the client secret.
   */
  jwksUrl?: string;
}

const REAL: Record<SocialProvider, ProviderEndpoints> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    scope: 'openid email profile',
    oidc: true,
    idTokenAlgorithms: ['RS256'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  line: {
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    userinfoUrl: 'https://api.line.me/oauth2/v2.1/userinfo',
    issuers: ['https://access.line.me'],
    // LINE gives the email only to channels it approved for it: ask for what every channel gets.
    scope: 'openid profile',
    oidc: true,
    idTokenAlgorithms: ['HS256'],
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    issuers: [],
    scope: 'public_profile email',
    oidc: false,
    idTokenAlgorithms: [],
  },
};

export const DEMO_IDP_PREFIX = '/demo/idp';
export const demoIssuer = (provider: SocialProvider) => `${DEMO_IDP_PREFIX}/${provider}`;
/** How the demo identity provider signs its id_tokens: a key pair it makes at start, published as a JWKS. */
export const DEMO_IDP_ALG = 'ES256';

/** The demo identity provider's endpoints for a provider: same protocol, this server's paths. */
const demoEndpoints = (provider: SocialProvider): ProviderEndpoints => ({
  ...REAL[provider],
  authorizeUrl: `${demoIssuer(provider)}/authorize`,
  tokenUrl: `${demoIssuer(provider)}/token`,
  userinfoUrl: `${demoIssuer(provider)}/userinfo`,
  issuers: [demoIssuer(provider)],
  idTokenAlgorithms: [DEMO_IDP_ALG],
  jwksUrl: `${demoIssuer(provider)}/jwks`,
});

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
  const base = demo ? demoEndpoints(provider) : REAL[provider];
  const tokenUrl = reg.tokenUrl ?? base.tokenUrl;
  const onDemo = tokenUrl.startsWith(`${DEMO_IDP_PREFIX}/`);
  const issuers = [...base.issuers];
  if (onDemo) issuers.push(demoIssuer(provider));
  else if (reg.tokenUrl) issuers.push(new URL(reg.tokenUrl).origin);
  // The id_token's keys are those of the provider whose token endpoint hands it out.
  const keys = onDemo ? demoEndpoints(provider) : REAL[provider];
  return {
    ...base,
    idTokenAlgorithms: keys.idTokenAlgorithms,
    jwksUrl: keys.jwksUrl,
    provider,
    authorizeUrl: reg.authorizeUrl ?? base.authorizeUrl,
    tokenUrl,
    userinfoUrl: reg.userinfoUrl ?? base.userinfoUrl,
    issuers,
    clientId: reg.clientId,
    clientSecret: secret,
  };
}
