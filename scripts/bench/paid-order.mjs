import Database from 'better-sqlite3';

/**
 * The paid order the PDF bench scripts ask the tickets of (pdf-event-loop.mjs, memory.mjs), written straight into the
 * sandbox's database (the stack's fresh temporary one): an Oasis order with one event line and `tickets` tickets, as the
 * sandbox keeps one after a payment.
 */
export function seedPaidOrder(dbFile, { token, tickets: TICKETS }) {
  const db = new Database(dbFile);
  const now = Date.now();
  const { lastInsertRowid: id } = db
    .prepare(
      `INSERT INTO cm_orders (venue_token, token, transaction_id, customer_id, status, locale, return_url, currency, customer_name, email, mobile,
        subtotal, tax, discount, total, paid_card, paid_wallet, paid_qpoints, paid_credit, created_at, expires_at, decided_at)
       VALUES ('oasis-site-token', ?, 'bench-txn-1', 1, 'paid', 'en', '/', 'AED', 'Bench Visitor', 'bench@example.com', '+971500000000',
        ?, ?, 0, ?, ?, 0, 0, 0, ?, ?, ?)`,
    )
    .run(token, 95.24 * TICKETS, 4.76 * TICKETS, 100 * TICKETS, 100 * TICKETS, now, now + 3_600_000, now);
  db.prepare(
    `INSERT INTO cm_order_lines (order_id, idx, product_type, name, ar_name, detail, ar_detail, date, start_time, end_time, quantity, price, tax_amount, discount, total)
     VALUES (?, 0, 'event', 'Desert Music Night', 'ليلة موسيقى الصحراء', 'Gold seat', 'مقعد ذهبي', '2026-12-01', '19:30', '23:00', ?, 100, 4.76, 0, ?)`,
  ).run(id, TICKETS, 100 * TICKETS);
  const ticket = db.prepare(
    `INSERT INTO cm_tickets (code, order_id, product_type, name, ar_name, detail, ar_detail, date, start_time, end_time, holder)
     VALUES (?, ?, 'event', 'Desert Music Night', 'ليلة موسيقى الصحراء', 'Gold seat', 'مقعد ذهبي', '2026-12-01', '19:30', '23:00', ?)`,
  );
  for (let i = 1; i <= TICKETS; i++) ticket.run(`BENCH-${String(i).padStart(4, '0')}-K7Q2`, id, `Visitor ${i}`);
  db.close();
}
