import 'server-only';
import { sessionToken } from './session-token';

/** The provider's bearer token of the signed-in visitor, read from the encrypted session cookie (DESIGN §3). */
export async function getBearer(): Promise<string | null> {
  return (await sessionToken())?.bearer ?? null;
}
