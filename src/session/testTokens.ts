/** The signed-in user of the session tests, as the sign-in answer and the token's claims carry it. */
export const user = {
  id: 7,
  country: 'FR',
  username: 'élodie',
  email: 'e@example.com',
  roles: ['manager'],
  is_owner: false,
  not_allowed: [],
};

/** A token as the server signs them, carrying `claims` (the app reads its claims, never its signature). */
export function tokenWith(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;
}
