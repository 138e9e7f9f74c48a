'use client';
import { lazy, Suspense, type ComponentType, type JSX } from 'react';

type Islands = typeof import('./late-islands');
const load = () => import('./late-islands');

/**
 * Issue 27 §2: the header's and footer's islands (menu, drawer, search, cart badge, language switch, text size,
 * account menu, newsletter) are small islands hydrated late. Each renders on the server as before, so
 * the cached HTML is the same and shows at once; in the browser their code is one chunk (./late-islands) fetched
 * after the page's own scripts, not among them, and each island hydrates when it arrives. The root layout keeps
 * only what must run first (app checks and the chunk-error reload, toasts, the guest-cart rule, the lead button).
 */
function late<K extends keyof Islands>(name: K) {
  type Props = Islands[K] extends ComponentType<infer P> ? P : never;
  const Island = lazy(() => load().then((m) => ({ default: m[name] as ComponentType<Props> })));
  function Late(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...(props as Props & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  Late.displayName = `Late(${name})`;
  return Late;
}

export const NavMenu = late('NavMenu');
export const MobileDrawer = late('MobileDrawer');
export const LanguageSwitch = late('LanguageSwitch');
export const CartButton = late('CartButton');
export const UserMenu = late('UserMenu');
export const SignOutSync = late('SignOutSync');
export const SearchTrigger = late('SearchTrigger');
export const TextSize = late('TextSize');
export const NewsletterForm = late('NewsletterForm');
