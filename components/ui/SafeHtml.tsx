import { sanitizeProviderHtml } from '@/lib/content/sanitize';

/** Renders provider HTML only after sanitizing it on the server. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={`prose ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: sanitizeProviderHtml(html) }} />;
}
