/** The instalment arithmetic is a cart rule (lib/cart/instalments.ts); the catalogue shows the same figures. */
export { divideInstalment, instalmentInterval, type Instalment } from '../cart/instalments';
