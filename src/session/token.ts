import dayjs, { type Dayjs } from 'dayjs';
import * as v from 'valibot';
import { tokenClaimsSchema } from '../contract/auth';
import { jwtClaims } from '../contract/jwt';

export type TokenClaims = v.InferOutput<typeof tokenClaimsSchema>;

/** Reads the claims of a JWT without verifying it (the server verifies); null when it is not one of ours. */
export function decodeToken(token: string): TokenClaims | null {
  const parsed = v.safeParse(tokenClaimsSchema, jwtClaims(token));
  return parsed.success ? parsed.output : null;
}

/** A token is expired at its `exp` second and after it . */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, now: Dayjs = dayjs()): boolean {
  return !now.isBefore(dayjs.unix(claims.exp));
}

/** The user part of the claims, as stored under `currentUser`. */
export function userFromClaims(claims: TokenClaims) {
  const { id, country, username, email, roles, is_owner, not_allowed } = claims;
  return { id, country, username, email, roles, is_owner, not_allowed };
}

/** A non-owner whose not_allowed list includes access_to_xreport may not sign in. */
export function mayUseReports(claims: Pick<TokenClaims, 'is_owner' | 'not_allowed'>): boolean {
  return claims.is_owner || !claims.not_allowed.includes('access_to_xreport');
}
