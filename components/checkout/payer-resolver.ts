import { zodResolver } from '@hookform/resolvers/zod';
import { payerFormSchema } from '@/lib/checkout/request';

/** The payer form's resolver (loaded on first use by ./usePayerForm). */
export const payerResolver = zodResolver(payerFormSchema);
