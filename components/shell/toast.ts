'use client';
/**
 * The one way islands raise a notification (spec §8): toasts at the bottom right (bottom left in Arabic), drawn by
 * the app-wide toaster (./Toasts). The toast library loads only when the first toast is raised, so public pages do
 * not carry it; a toast raised before the toaster has mounted waits for it.
 */
type Sonner = typeof import('sonner');

let mounted: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  mounted = resolve;
});
let wanted: (() => void) | null = null;
let front: () => void = () => undefined;
let asked = false;

/**
 * Called by the toaster: `show` makes it load and mount, `toFront` lifts it above an open dialog; the toaster calls
 * the returned function once it listens.
 */
export function registerToaster(show: () => void, toFront: () => void): () => void {
  wanted = show;
  front = toFront;
  if (asked) show();
  return mounted;
}

function raise(draw: (s: Sonner) => void): void {
  asked = true;
  wanted?.();
  void Promise.all([import('sonner'), ready]).then(([s]) => {
    front();
    draw(s);
  });
}

/** A success toast ('Login success', add-to-cart success, 'Cart Cleared Successfully', ...). */
export function toastSuccess(message: string): void {
  raise((s) => s.toast.success(message));
}

/** An error toast; it closes the earlier toasts first (spec §8 "an error toast closes earlier toasts by default"). */
export function toastError(message: string): void {
  raise((s) => {
    s.toast.dismiss();
    s.toast.error(message);
  });
}

/** Close every toast (e.g. when a new step starts). */
export function dismissToasts(): void {
  void import('sonner').then((s) => s.toast.dismiss());
}
