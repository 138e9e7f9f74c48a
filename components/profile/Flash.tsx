/** The outcome of the last action on a personal page (?done= / ?error=), announced to assistive technology. */
export function Flash({ done, error }: { done?: string | null; error?: string | null }) {
  if (error) return <p role="alert" className="form-alert">{error}</p>;
  if (done) return <p role="status" className="form-success">{done}</p>;
  return null;
}
