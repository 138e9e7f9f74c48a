/** An empty list or a list the provider could not answer: the page still renders, with a clear notice. */
export function ListNotice({ kind, children }: { kind: 'empty' | 'error'; children: React.ReactNode }) {
  return (
    <p className={`list-notice list-notice-${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      {children}
    </p>
  );
}
