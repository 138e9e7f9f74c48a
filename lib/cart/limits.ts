/**
 * Largest quantity one add may carry (the steppers stop here; the provider has the last word on capacity). Its own
 * module, so an add island's stepper reads it without loading the add rules (./add) before the first add.
 */
export const MAX_ADD_QUANTITY = 20;
