import type { OrderBundle } from '../provider/commerce';

type Counts = { [K in keyof OrderBundle]?: ReadonlyArray<unknown> };

/** spec §6 Guest login user: checks out only when the cart holds facility or event items. */
export function guestOrderAllowed(bundle: Counts): boolean {
  const only = (k: keyof OrderBundle) => (bundle[k]?.length ?? 0) === 0;
  return only('membership') && only('workshop') && only('training') && only('offers') && only('pos') && ((bundle.capacity_facility?.length ?? 0) + (bundle.event?.length ?? 0) > 0);
}

/** Who is checking out (spec §6): a customer, a guest, a partner (credit facility), or nobody yet. */
export type Checkouter = 'anonymous' | 'guest' | 'customer' | 'partner';

export function checkouterOf(user: { anonymous: boolean; partner: boolean } | null): Checkouter {
  if (!user) return 'anonymous';
  if (user.anonymous) return 'guest';
  return user.partner ? 'partner' : 'customer';
}

/** Payment means offered (spec §1): card for everybody, wallet and q-points for customers, credit for partners. */
export function paymentMethods(who: Checkouter): Array<'card' | 'wallet' | 'qpoints' | 'credit'> {
  if (who === 'guest') return ['card'];
  if (who === 'partner') return ['card', 'wallet', 'qpoints', 'credit'];
  if (who === 'customer') return ['card', 'wallet', 'qpoints'];
  return [];
}
