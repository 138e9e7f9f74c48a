'use client';
import { useState, type ReactNode } from 'react';

/**
 * A disclosure whose content mounts only once it is opened: what it holds (a reschedule grid asking for a schedule)
 * runs for the booking the customer opens, not for every card of a list. Stays mounted after closing, so what was
 * chosen inside survives a close and reopen.
 */
export function LazyDetails({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
