import { X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'

interface ModalProps {
  open: boolean
  title: string
  onClose: () => void
  children: React.ReactNode
  /** Width class; the default suits a form. */
  size?: 'sm' | 'md' | 'lg'
  /**
   * What takes focus when the dialog opens, instead of its first focusable element (the Close
   * button): a confirmation starts on Cancel, the safe choice.
   */
  initialFocusRef?: React.RefObject<HTMLElement | null>
  /**
   * False for forms: a stray click beside the dialog must not throw away what was typed. Escape and
   * the Close button, both deliberate, still close it.
   */
  closeOnBackdrop?: boolean
  /** The Close button's name: the public site gives it in the page's language (the back office is English). */
  closeLabel?: string
  /** `lang` of the title when it is in another language than the page (a name the API left in English). */
  titleLang?: string
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' }

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside it (the page behind is inert),
 * closes it on Escape and returns focus to what opened it. A click on the backdrop closes it too,
 * unless the dialog holds a form (`closeOnBackdrop={false}`).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
  closeLabel = 'Close',
  titleLang,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      initialFocusRef?.current?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open, initialFocusRef])

  return (
    // The backdrop click is a mouse shortcut; keyboard users close with Escape (the native cancel event)
    // or the Close button, so the click needs no keyboard twin.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) onClose()
      }}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[size]} rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} lang={titleLang} className="text-xl font-bold text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}
