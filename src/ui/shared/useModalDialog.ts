'use client'
/**
 * A native `<dialog>` kept in step with a component's state, for the kit's
 * dialogs (the trade dialog, the filter sheet): shown modal while open —
 * focus kept inside, the page behind inert, Escape closes — and closed when
 * not; shown and hidden in place where the platform has no modal dialogs (an
 * old browser, jsdom).
 */
import { type RefObject, useEffect, useRef } from 'react'

/** Shows `dialog` modal, or in place where the platform cannot. */
function show(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === 'function') dialog.showModal()
  else dialog.open = true
}

/**
 * Closes `dialog` as Escape or a `method="dialog"` form would, firing its
 * `close` event; where the platform has no `close()` (jsdom), hides it and
 * calls `onClosed`, which the event would have run.
 */
export function closeDialog(dialog: HTMLDialogElement | null, onClosed: () => void): void {
  if (dialog?.open && typeof dialog.close === 'function') dialog.close()
  else {
    if (dialog) dialog.open = false
    onClosed()
  }
}

/**
 * The ref of a `<dialog>` shown modal while `open` is true and closed when it
 * turns false; `onShow` runs once it is shown (to put focus in it).
 *
 * @example
 * ```tsx
 * const dialogRef = useModalDialog(open, () => closeRef.current?.focus())
 * <dialog ref={dialogRef} onClose={() => setOpen(false)}>…</dialog>
 * ```
 */
export function useModalDialog(
  open: boolean,
  onShow?: () => void,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const shown = useRef(onShow)
  shown.current = onShow
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      show(dialog)
      shown.current?.()
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.open = false
    }
  }, [open])
  return dialogRef
}
