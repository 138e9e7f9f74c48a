import { checkEmiratesId } from '../validation/emirates-id';

/** spec §5 ID types of the visitor form (ID type 32 is the Emirates ID). */
export const EMIRATES_ID_TYPE = 32;
export const PASSPORT_TYPE = 33;

/** Message keys of the booking namespace; the rule itself lives in lib/validation/emirates-id.ts. */
export type EmiratesIdError = 'eidEmpty' | 'eidFormat' | 'eidInvalid';

const KEYS = { empty: 'eidEmpty', format: 'eidFormat', checksum: 'eidInvalid' } as const;

export function emiratesIdError(value: string): EmiratesIdError | null {
  const r = checkEmiratesId(value);
  return r === 'ok' ? null : KEYS[r];
}
