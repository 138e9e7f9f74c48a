'use client';
import { Toaster } from 'sonner';

/** Spec §8: toasts at the bottom right; an error toast closes earlier ones (done by the callers with toast.dismiss()). */
export function Toasts({ dir }: { dir: 'ltr' | 'rtl' }) {
  return <Toaster position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} dir={dir} richColors closeButton={false} />;
}
