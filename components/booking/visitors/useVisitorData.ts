'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as booking from '@/lib/api/booking';
import { fetchCustomer } from '@/lib/api/profile';
import { visitorFromProfile } from '@/lib/booking/visitors';
import { qk } from '@/lib/api/query-keys';
import type { SavedAnswer } from '@/lib/booking/types';

/**
 * What the visitor details form reads (spec §5 participant details, §7): the signed-in customer as the first
 * visitor, the service's field config, the customer tags and the saved family members, through React Query (one key
 * each, lib/api/query-keys.ts). A failed read leaves its part empty (the config: the form keeps loading, as before).
 * `familyData` asks for one family member's saved answers, cached under their key.
 */
export function useVisitorData(serviceId: number, enabled: boolean) {
  const me = useQuery({ queryKey: qk.customer, queryFn: ({ signal }) => fetchCustomer(signal), select: visitorFromProfile, enabled });
  const cfg = useQuery({ queryKey: qk.booking.visitorFields(serviceId), queryFn: ({ signal }) => booking.visitorFieldConfig(serviceId, signal), enabled });
  const tags = useQuery({ queryKey: qk.booking.tags(), queryFn: ({ signal }) => booking.customerTags(signal), enabled });
  const family = useQuery({ queryKey: qk.booking.family(), queryFn: ({ signal }) => booking.familyMembers(signal), enabled });
  const client = useQueryClient();
  const familyData = (customerId: number): Promise<SavedAnswer[]> =>
    client.fetchQuery({ queryKey: qk.booking.familyData(customerId), queryFn: ({ signal }) => booking.familyAdditionalData(customerId, signal) });
  return { me: me.data ?? null, cfg: cfg.data ?? null, tags: tags.data ?? [], family: family.data ?? [], familyData };
}
