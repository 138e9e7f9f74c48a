import { balancesResponseSchema, cancelPendingResponseSchema, savedCardsResponseSchema } from '../../lib/provider/commerce';
import { checked, fail, type Router } from '../http';
import type { SandboxModule } from '../module';
import { bearerCustomer } from './auth';
import { benefitRoutes } from './commerce-benefits';
import { orderRoutes } from './commerce-orders';
import { orderViewRoutes } from './commerce-order-view';
import { pendingRoutes } from './commerce-pending';
import { cancelPending, paymentRoutes } from './commerce-payments';
import { balancesOf, settleExpired } from './commerce-places';
import { load, migrate, TABLES, venueInfo } from './commerce-store';

/**
 * Commerce (issue 12; contract docs/commerce.md and lib/provider/commerce.ts): workshops/check, benefits/verify,
 * orders, the hosted payment page, balances and saved cards. Loaded after the auth and facility modules, whose
 * customers and reservations it uses.
 */
function accountRoutes(r: Router): void {
  r.add('GET', '/api/v2/customers/balances', ({ db, headers, venueToken }) => {
    const me = bearerCustomer(db, headers);
    if (!me || me === 'invalid') return fail(401, 'Unauthenticated');
    settleExpired(db);
    const b = balancesOf(db, me.id);
    const partner = me.b2b_id != null && me.partner_status === 'approved' && b.credit_limit != null;
    const credit = partner ? { limit: b.credit_limit!, used: b.credit_used, available: Math.max(0, Math.round((b.credit_limit! - b.credit_used) * 100) / 100) } : null;
    return checked(balancesResponseSchema, { status: true, data: { currency: venueInfo(db, venueToken)?.currency ?? 'AED', wallet: b.wallet, qpoints: b.qpoints, credit } });
  });

  r.add('DELETE', '/api/v2/orders/pending', ({ db, headers }) => {
    const me = bearerCustomer(db, headers);
    if (!me || me === 'invalid') return fail(401, 'Unauthenticated');
    return checked(cancelPendingResponseSchema, { status: true, message: 'Cart Cleared Successfully', data: { cancelled: cancelPending(db, me.id) } });
  });

  r.add('GET', '/api/v2/customers/cards', ({ db, headers }) => {
    const me = bearerCustomer(db, headers);
    if (!me || me === 'invalid') return fail(401, 'Unauthenticated');
    const data = db.prepare('SELECT id, card_number, expiry, holder FROM cm_cards WHERE customer_id = ? ORDER BY rowid').all(me.id);
    return checked(savedCardsResponseSchema, { status: true, data });
  });
}

export const commerceModule: SandboxModule = {
  name: 'commerce',
  migrate,
  tables: TABLES,
  load: (db, seed) => load(db, seed),
  routes: (r) => {
    benefitRoutes(r);
    orderRoutes(r);
    pendingRoutes(r);
    orderViewRoutes(r);
    paymentRoutes(r);
    accountRoutes(r);
  },
};
