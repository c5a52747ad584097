import { Check, X } from 'lucide-react'

/** One rule of a password form, and whether the text typed so far meets it. */
export interface PasswordHint {
  label: string
  met: (value: string) => boolean
}

/**
 * A password's rules as a checklist that follows the typing. It only shows progress: the form's
 * schema (from contracts) is what accepts or refuses the password, with its own messages.
 */
export function PasswordHints({ hints, password }: { hints: readonly PasswordHint[]; password: string }) {
  return (
    <>
      <span className="sr-only">Your password needs:</span>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {hints.map((hint) => {
          const met = hint.met(password)
          return (
            <li
              key={hint.label}
              className={`flex items-center gap-1.5 ${met ? 'text-accent-600' : 'text-slate-500'}`}
            >
              {met ? <Check aria-hidden="true" size={14} /> : <X aria-hidden="true" size={14} />}
              <span>{hint.label}</span>
              {/* The state in words too, not only the icon and colour. */}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          )
        })}
      </ul>
    </>
  )
}
