'use client';

/** The 404 page body (spec §8): 'Page you're looking for is not found' with go-back. */
export function GoBackButton({ label, homeHref }: { label: string; homeHref: string }) {
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) window.history.back();
        else window.location.assign(homeHref);
      }}
    >
      {label}
    </button>
  );
}
