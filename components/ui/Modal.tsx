'use client';
import { useId, type ReactNode } from 'react';
import { useDialog } from './useDialog';

/**
 * An accessible modal on the platform's own <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it unless it is not dismissable, and focus returns to the opener on close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  dismissable = true,
  closeLabel,
  className,
}: {
  open: boolean;
  onClose?: () => void;
  title: string;
  children: ReactNode;
  dismissable?: boolean;
  closeLabel?: string;
  className?: string;
}) {
  const ref = useDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`modal ${className ?? ''}`}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissable) onClose?.();
      }}
      onClick={(e) => {
        if (dismissable && e.target === e.currentTarget) onClose?.();
      }}
    >
      <div className="modal-body">
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          {dismissable && closeLabel ? (
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => onClose?.()}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </dialog>
  );
}
