import type { NextRequest } from 'next/server';
import { loadLeadForm } from '@/lib/catalogue/loaders';
import { catalogueAnswer } from '@/lib/catalogue/route-answer';

/**
 * The venue's lead form (spec §4 GET leads) for the lead modal, in the storefront's own shape: read through the
 * server's cache (the same for every visitor) and checked against the wire contract there, so the browser loads
 * neither zod nor the provider schemas to open the modal (issue 27 item 1: that parse was a first visit's longest
 * task). `data` is null for a venue without a lead form; a provider failure answers 502 (spec §8: nothing loads).
 */
export function GET(req: NextRequest) {
  return catalogueAnswer(req.headers.get('host'), loadLeadForm);
}
