'use client';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/api/session';
import { isSignedIn } from '@/lib/booking/access';

/**
 * /customer-support is public (spec §2) and a cached shell (issue 27 item 3): the same HTML for everyone, so whether
 * the reader is a visitor (the sign-in prompt) or a signed-in customer (the menu, the tickets and the form) is read
 * from the session in the browser. Until the session answers, the page shows `waiting` (its title and a loading
 * line), never the other view; a guest login counts as a visitor.
 */
export function SupportViews({ waiting, visitor, customer }: { waiting: ReactNode; visitor: ReactNode; customer: ReactNode }) {
  const session = useSession();
  if (!session.loaded) return waiting;
  return isSignedIn(session.user) ? customer : visitor;
}
