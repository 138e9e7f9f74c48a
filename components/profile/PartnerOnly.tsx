'use client';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/api/session';

/**
 * The partner tools' menu entry of a cached personal shell (spec §6): the shell is the same for every customer, so
 * whether this one is a business partner is read from the session after load.
 */
export function PartnerOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user?.partner && !user.anonymous ? <>{children}</> : null;
}
