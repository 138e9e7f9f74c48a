'use client';
import { useEffect, useState } from 'react';
import { venueMoment, type VenueMoment } from '@/lib/booking/sale-window';

/**
 * The venue's date and time now (DESIGN §2: in the venue's zone), for what a page still offers: the server's render
 * time first (so the markup hydrates as it was rendered), then this browser's clock, once a minute.
 */
export function useVenueNow(timeZone: string, renderedAt: number): VenueMoment {
  const [at, setAt] = useState(renderedAt);
  useEffect(() => {
    setAt(Date.now());
    const id = window.setInterval(() => setAt(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return venueMoment(timeZone, new Date(at));
}
