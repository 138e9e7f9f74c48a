/**
 * The provider paths that client islands may reach through /api/provider (DESIGN §3). Anything else is refused:
 * the route is not an open proxy. Each feature adds the calls its islands make, with their methods.
 */
export type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';

interface Rule {
  pattern: RegExp;
  methods: Method[];
}

const RULES: Rule[] = [
  { pattern: /^verify-time$/, methods: ['GET'] },
  { pattern: /^search\/global$/, methods: ['GET'] },
  // Accounts: the signed-in customer's own profile (the provider answers for the bearer's owner only).
  { pattern: /^customers\/me$/, methods: ['GET'] },
  // The personal pages read in the browser (issue 27 item 3: the page is a cached shell): the customer's own lists.
  { pattern: /^customers\/(transactions|wallet-history|profile|preferences)$/, methods: ['GET'] },
  // The booking history (issue 27 item 3): the list only; its reschedule, refund quote and cancel stay server actions.
  { pattern: /^customers\/bookings$/, methods: ['GET'] },
  { pattern: /^customers\/cards\/[A-Za-z0-9_-]{1,64}$/, methods: ['DELETE'] },
  { pattern: /^customers-associated\/\d{1,10}$/, methods: ['DELETE'] },
  { pattern: /^partners\/(credit|guests)$/, methods: ['GET'] },
  // Customer support (issue 27 item 3): the bearer's own tickets and one of them (the provider answers 404 for another
  // customer's); opening and replying stay server actions (schemas, rate limit).
  { pattern: /^support\/tickets(\/\d{1,12})?$/, methods: ['GET'] },
  // Catalogue content islands: the lead form's submit (the form itself comes from /api/catalogue/lead-form, read
  // through the server's cache), newsletter, configured forms and their uploads.
  { pattern: /^leads$/, methods: ['POST'] },
  { pattern: /^newsletter\/subscribe$/, methods: ['POST'] },
  { pattern: /^forms\/[a-z0-9][a-z0-9-]{0,120}$/i, methods: ['POST'] },
  { pattern: /^file\/save\/data$/, methods: ['POST'] },
  // Facility booking (spec §7): the booking modal's reads, participant details and slot reservations.
  { pattern: /^venue\/services$/, methods: ['GET'] },
  { pattern: /^facilities\/services\/filters\/\d{1,10}$/, methods: ['GET'] },
  {
    pattern: /^facilities\/(schedule|fetchAvailableFacilities|auto|fieldConfig|facility-rentals\/short|customer-configurations)$/,
    methods: ['GET'],
  },
  { pattern: /^customers\/all-tags$/, methods: ['GET'] },
  { pattern: /^customers-associated(\/additional-data)?$/, methods: ['GET'] },
  { pattern: /^cart\/sync$/, methods: ['POST', 'DELETE'] },
  // Add to cart (spec §7): the price of an academy programme package for a start date and weekdays.
  { pattern: /^workshops\/check$/, methods: ['POST'] },
  // Cart and checkout (spec §7, docs/commerce.md): promo and member card benefits, the customer's own balances and
  // saved cards (the provider answers for the bearer's owner only). Orders go through /api/checkout/order.
  { pattern: /^benefits\/verify$/, methods: ['POST'] },
  { pattern: /^customers\/(balances|cards)$/, methods: ['GET'] },
  // The cart warning's Clear Cart (spec §4): cancels this customer's order waiting for payment.
  // Issue 24 item 1: the order in progress is read (Continue to payment) and cancelled (Cancel this order).
  { pattern: /^orders\/pending$/, methods: ['GET', 'DELETE'] },
  // The checkout's total and Pay button: the provider prices the cart's bundle (issue 23, docs/commerce.md).
  { pattern: /^orders\/quote$/, methods: ['POST'] },
];

const SEGMENT = /^[A-Za-z0-9_.-]{1,100}$/;

/** Returns the normalised provider path when it may be forwarded, else null. */
export function allowedPath(segments: string[], method: string): string | null {
  if (!segments.length || segments.length > 8) return null;
  if (segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')) return null;
  const path = segments.join('/');
  const rule = RULES.find((r) => r.pattern.test(path));
  return rule && rule.methods.includes(method as Method) ? path : null;
}
