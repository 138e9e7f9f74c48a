/** Empty lists say so; a failed list says it could not load (issue 3). */
export function EmptyNotice({ children }: { children: React.ReactNode }) {
  return (
    <p className="notice notice-empty" role="status">
      {children}
    </p>
  );
}

export function ErrorNotice({ children }: { children: React.ReactNode }) {
  return (
    <p className="notice notice-error" role="alert">
      {children}
    </p>
  );
}
