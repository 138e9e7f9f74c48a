/** Entity types a business partner can register as (apart from the schemas so the partner form shows them without zod). */
export const ENTITY_TYPES = ['company', 'government', 'school', 'club', 'other'] as const;
