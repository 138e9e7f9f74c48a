'use client';
import { toastSuccess } from '@/components/shell/toast';
import { Modal } from '@/components/ui/Modal';
import { writeCart } from '@/lib/cart/storage';
import type { OutletWarningLabels } from './types';
import styles from './add.module.css';

/**
 * spec §4 cart warning, for a product of a second outlet (spec §4 cart rules: POS items come from one outlet): the
 * product is not added; Clear Cart resets the cart ('Cart Cleared Successfully', spec §8) or View Cart goes to it.
 */
export function OutletWarning({ open, host, cartHref, labels, onClose }: { open: boolean; host: string; cartHref: string; labels: OutletWarningLabels; onClose: () => void }) {
  const clear = () => {
    try {
      writeCart(sessionStorage, host, { items: [] }, window);
    } catch {
      // Storage disabled: there is no cart to clear.
    }
    onClose();
    toastSuccess(labels.cleared);
  };
  return (
    <Modal open={open} onClose={onClose} title={labels.title} closeLabel={labels.close}>
      <p>{labels.text}</p>
      <div className={styles.row}>
        <button type="button" className="button button-cta" onClick={clear}>
          {labels.clearCart}
        </button>
        <a className="button button-outline" href={cartHref}>
          {labels.viewCart}
        </a>
      </div>
    </Modal>
  );
}
