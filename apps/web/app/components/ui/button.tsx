/*
 * `aria-disabled` looks like `disabled`: a button that must keep focus while it cannot act (a
 * confirmation under way) uses it, and its handler does nothing meanwhile.
 */
const VARIANTS = {
  primary:
    'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600 aria-disabled:bg-slate-300 aria-disabled:text-slate-600',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400 aria-disabled:text-slate-400',
  danger:
    'bg-red-600 text-white hover:bg-red-700 disabled:bg-slate-300 disabled:text-slate-600 aria-disabled:bg-slate-300 aria-disabled:text-slate-600',
}

export type ButtonVariant = keyof typeof VARIANTS

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: React.ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      className={`rounded-lg px-4 py-2 font-semibold transition disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  )
}
