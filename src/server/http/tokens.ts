/**
 * Signed tokens (JWT, HS256). A session token carries the user's token version: raising the version
 * in the database (logout, password change) revokes every token issued before, server-side.
 * Purpose tokens (bind, reset, guest) are short-lived and only accepted where their purpose fits.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type TokenPurpose = 'session' | 'guest' | 'bind' | 'reset';

export interface TokenClaims {
  purpose: TokenPurpose;
  /** User id; 0 for guests. */
  userId: number;
  version: number;
  /** Unix seconds. */
  expire: number;
  /** A bind token that has checked a phone or e-mail by code carries it (the /check → /bind step). */
  contact?: string;
}

export interface Tokens {
  sign(claims: Omit<TokenClaims, 'expire'>, ttlSeconds: number): Promise<{ jwt: string; expire: number }>;
  /** The claims, or null for any token that is malformed, forged or expired. */
  verify(jwt: string): Promise<TokenClaims | null>;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Tokens whose signature was checked, kept so that a session's every call does not verify the same
 * HMAC again: a token is a fixed string, so what its signature proved stays proved, and its expiry is
 * checked on every use. At most VERIFIED_TOKENS.capacity are kept, oldest dropped first.
 */
export const VERIFIED_TOKENS = { capacity: 10_000 } as const;

export function createTokens(secret: string): Tokens {
  const raw = new TextEncoder().encode(secret);
  // Imported once: given raw bytes, jose would import the key again on every call it verifies.
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, TokenClaims>();

  async function verifySignature(jwt: string): Promise<TokenClaims | null> {
    try {
      // A token without an expiry would be valid for ever: refused, even when its signature is good.
      const { payload } = await jwtVerify(jwt, await key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
      const purpose = payload.pur as TokenPurpose;
      if (!['session', 'guest', 'bind', 'reset'].includes(purpose)) return null;
      const claims: TokenClaims = { purpose, userId: Number(payload.sub), version: Number(payload.ver), expire: Number(payload.exp) };
      if (typeof payload.ctc === 'string') claims.contact = payload.ctc;
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    async sign({ purpose, userId, version, contact }, ttlSeconds) {
      const expire = nowSeconds() + ttlSeconds;
      const jwt = await new SignJWT({ pur: purpose, ver: version, ...(contact ? { ctc: contact } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expire)
        .sign(await key);
      return { jwt, expire };
    },
    async verify(jwt) {
      const known = verified.get(jwt);
      if (known) {
        if (known.expire > nowSeconds()) return { ...known };
        verified.delete(jwt);
        return null;
      }
      const claims = await verifySignature(jwt);
      if (claims) {
        verified.set(jwt, claims);
        if (verified.size > VERIFIED_TOKENS.capacity) verified.delete(verified.keys().next().value as string);
      }
      return claims ? { ...claims } : null;
    },
  };
}
