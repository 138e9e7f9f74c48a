import { describe, expect, it } from 'vitest';
import formatFull from 'use-intl/format-message';
import formatOnly from 'use-intl/format-message/format-only';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import { clientMessages, pickMessages } from './client-messages';
import { compileMessages } from './compile-messages.mjs';

describe('an island gets only the words it reads', () => {
  const all = { pager: { next: 'Next' }, selfService: { money: { balance: 'Balance' }, menu: { wallet: 'Wallet' } }, auth: { login: 'Login' } };
  it('keeps whole namespaces and single parts of a large one, nested as they are', () => {
    expect(pickMessages(all, ['pager', 'selfService.money'])).toEqual({ pager: { next: 'Next' }, selfService: { money: { balance: 'Balance' } } });
  });
  it('merges two parts of one namespace', () => {
    expect(pickMessages(all, ['selfService.money', 'selfService.menu'])).toEqual({ selfService: all.selfService });
  });
  it('gives them compiled, the catalogue compiled once', () => {
    const catalogue = { cart: { items: '{count, plural, one {# item} other {# items}}' }, auth: { login: 'Login' } };
    const picked = clientMessages(catalogue, ['cart']);
    expect(picked).toEqual({ cart: { items: [['count', 2, { one: [0, ' item'], other: [0, ' items'] }]] } });
    expect((clientMessages(catalogue, ['cart']).cart as object)).toBe(picked.cart);
  });
});

type Node = unknown;
const TYPE_PLURAL = 2;
const TYPE_SELECTORDINAL = 3;
const TYPE_NUMBER = 4;
const TYPE_DATE = 5;
const TYPE_TIME = 6;
const TYPE_SELECT = 1;

/** Every argument a compiled message reads, with a value of its kind (a select's first case, a plural's `count`). */
function argumentsOf(node: Node, count: number, into: Record<string, unknown> = {}): Record<string, unknown> {
  if (!Array.isArray(node)) return into;
  const [name, type, options] = node as [unknown, unknown, unknown];
  if (typeof name !== 'string') {
    for (const child of node) argumentsOf(child, count, into);
    return into;
  }
  if (type === undefined) into[name] ??= `«${name}»`;
  else if (type === TYPE_SELECT) {
    into[name] ??= Object.keys(options as object)[0];
    for (const o of Object.values(options as object)) argumentsOf(o, count, into);
  } else if (type === TYPE_PLURAL || type === TYPE_SELECTORDINAL) {
    into[name] = count;
    for (const o of Object.values(options as object)) argumentsOf(o, count, into);
  } else if (type === TYPE_NUMBER) into[name] ??= 1234.5;
  else if (type === TYPE_DATE || type === TYPE_TIME) into[name] ??= new Date('2026-12-03T15:04:00Z');
  else {
    // A tag: its children follow the name.
    into[name] ??= (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`;
    for (const child of node.slice(1)) argumentsOf(child, count, into);
  }
  return into;
}

function leaves(tree: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? leaves(v as Record<string, unknown>, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));
}

const text = (r: unknown) => (Array.isArray(r) ? r.join('') : String(r));

// Issue 27 §2: the islands format compiled messages with use-intl's `format-only` (no intl-messageformat in the
// browser). Every message of both catalogues must read the same as the server's formatter makes it, for every
// plural category the Arabic rules have (0, 1, 2, 3, 11, 100).
describe.each([['en', en], ['ar', ar]] as const)('the %s catalogue compiled for the islands', (locale, catalogue) => {
  const raw = new Map(leaves(catalogue as Record<string, unknown>));
  const compiled = leaves(compileMessages(catalogue as Record<string, unknown>));
  const options = () => ({ cache: _createCache(), formatters: _createIntlFormatters(_createCache()), locale, timeZone: 'Asia/Dubai' });
  it('is made of plain objects, which a server component can hand to a client one', () => {
    const plain = (node: unknown): boolean =>
      node === null || typeof node !== 'object' || ((Array.isArray(node) || Object.getPrototypeOf(node) === Object.prototype) && Object.values(node).every(plain));
    expect(compiled.every(([, message]) => plain(message))).toBe(true);
  });
  it('reads as the full formatter reads it, message by message', () => {
    expect(compiled.length).toBe(raw.size);
    let checked = 0;
    for (const [key, message] of compiled) {
      for (const count of [0, 1, 2, 3, 11, 100]) {
        const values = argumentsOf(message, count);
        const args = Object.keys(values).length ? values : undefined;
        const full = text(formatFull(key, raw.get(key) as string, args as never, options()));
        const only = text(formatOnly(key, message as never, args as never, options()));
        expect(only, `${locale} ${key} (${count})`).toBe(full);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
