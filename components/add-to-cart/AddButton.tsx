'use client';
import { lazy, Suspense, useState } from 'react';
import { MAX_ADD_QUANTITY } from '@/lib/cart/limits';
import type { LocalizedText } from '@/lib/i18n/pick';
import { commitLater, useWarmCommit } from './lazy-commit';
import { useFeedback } from './Feedback';
import { Stepper } from './Stepper';
import type { AddLabels, StepperLabels } from './types';
import styles from './add.module.css';

// The other-outlet warning (its dialog, the cart writer) loads when a product of a second outlet is refused: the
// buttons' pages do not carry it in their first load (issue 27 §2).
const OutletWarning = lazy(() => import('./OutletWarning').then((m) => ({ default: m.OutletWarning })));

type Named = { id: number; name: LocalizedText };
type Priced = Named & { price: number; tax: number };

/** What the button adds: the catalogue item as the server page has it (serialisable). */
export type AddProduct =
  | { kind: 'trainer'; trainer: Named; pkg: Priced & { sessions: number } }
  | { kind: 'offer'; offer: Named & { offerPrice: number; tax: number; validUntil?: string | null } }
  | { kind: 'outlet'; outlet: Named; product: Priced }
  | { kind: 'retail'; product: Priced & { outletId: number | null } };

/**
 * A Buy / Book / Order button that really adds its product (trainer package, offer, outlet or retail product),
 * optionally with a quantity stepper. The outcome shows next to it.
 */
export function AddButton({
  host,
  venueId,
  product,
  label,
  ariaLabel,
  labels,
  stepper,
}: {
  host: string;
  venueId: number;
  product: AddProduct;
  label: string;
  ariaLabel: string;
  labels: AddLabels;
  stepper?: StepperLabels;
}) {
  const [quantity, setQuantity] = useState(1);
  const [otherOutlet, setOtherOutlet] = useState(false);
  // The warning's dialog joins the page the first time it opens and stays (closing it natively gives the focus back).
  const [warned, setWarned] = useState(false);
  const feedback = useFeedback(labels);
  useWarmCommit();
  const add = async () => {
    const outcome = await commitLater(host, venueId, (keys, { offerLine, outletLine, retailLine, trainerLine }) => {
      const b = { venueId, keys: keys(), quantity };
      switch (product.kind) {
        case 'trainer':
          return [trainerLine({ ...b, trainer: product.trainer, pkg: product.pkg })];
        case 'offer':
          return [offerLine({ ...b, offer: product.offer })];
        case 'outlet':
          return [outletLine({ ...b, outlet: product.outlet, product: product.product })];
        case 'retail':
          return [retailLine({ ...b, product: product.product })];
      }
    });
    // spec §4: another outlet's product opens the cart warning instead of 'Added to cart'.
    if (!outcome.ok && outcome.error === 'otherOutlet') {
      feedback.show(null);
      setWarned(true);
      return setOtherOutlet(true);
    }
    feedback.show(outcome);
    if (outcome.ok) setQuantity(1);
  };
  return (
    <div className={styles.add}>
      <div className={styles.row}>
        {stepper ? <Stepper value={quantity} onChange={setQuantity} min={1} max={MAX_ADD_QUANTITY} labels={stepper} /> : null}
        <button type="button" className="button button-cta" aria-label={ariaLabel} onClick={() => void add()}>
          {label}
        </button>
      </div>
      {feedback.node}
      {/* Not in the page's HTML: a closed dialog in every menu item would put its h2 between the menu's h3 and the
          next item's h4 (heading order) and weigh on a long menu's page. */}
      {(product.kind === 'outlet' || product.kind === 'retail') && warned ? (
        <Suspense fallback={null}>
          <OutletWarning open={otherOutlet} host={host} cartHref={labels.cartHref} labels={labels.outlet} onClose={() => setOtherOutlet(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
