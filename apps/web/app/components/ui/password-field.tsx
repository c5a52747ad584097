import { Eye, EyeOff } from 'lucide-react'
import { forwardRef, useId, useState } from 'react'

import { FormField } from './form-field'

type PasswordFieldProps = Omit<React.ComponentProps<typeof FormField>, 'type' | 'trailing'> & {
  /** What the toggle names, e.g. 'password' gives 'Show password' / 'Hide password'. */
  toggleSubject?: string
}

/**
 * A FormField for a password with a show/hide toggle. The toggle is a pressed/unpressed button tied
 * to its input, so a screen reader hears what it does and to which field.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { toggleSubject = 'password', id, ...field },
  ref,
) {
  const [visible, setVisible] = useState(false)
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <FormField
      ref={ref}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={`${visible ? 'Hide' : 'Show'} ${toggleSubject}`}
          aria-pressed={visible}
          aria-controls={inputId}
          className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
        </button>
      }
      {...field}
    />
  )
})
