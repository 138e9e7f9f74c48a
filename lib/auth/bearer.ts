import 'server-only';

/**
 * The provider's bearer token of the signed-in visitor, read from the encrypted session cookie. The accounts
 * feature supplies the session; until a visitor signs in there is no token.
 */
export async function getBearer(): Promise<string | null> {
  return null;
}
