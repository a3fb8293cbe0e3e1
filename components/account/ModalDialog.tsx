'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal `<dialog>`, open while it is rendered: the browser traps focus in it, Escape closes it
 * (`onClose`), and focus returns where it was. Shared by the cropper and the deletion prompt.
 */
export default function ModalDialog({
  className,
  labelledBy,
  describedBy,
  onClose,
  children,
}: {
  className: string;
  labelledBy: string;
  describedBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
    >
      {children}
    </dialog>
  );
}
