import { forwardRef } from 'react'

import type { ProductStep } from './product-form'

const STEP_NAMES: Record<ProductStep, string> = { 1: 'Images and basics', 2: 'Product details' }

/**
 * Where the admin is in the two-step form. The heading takes focus when the step changes (Next,
 * Back, or a failing field on the other step), so screen readers say which step is now shown.
 */
export const ProductFormSteps = forwardRef<HTMLHeadingElement, { step: ProductStep }>(
  function ProductFormSteps({ step }, ref) {
    return (
      <div className="mb-5">
        <ol className="flex items-center gap-2 text-xs font-medium" aria-label="Steps">
          {([1, 2] as const).map((number) => (
            <li
              key={number}
              aria-current={number === step ? 'step' : undefined}
              className="flex flex-1 items-center gap-2"
            >
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${
                  number <= step ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-600'
                }`}
              >
                {number}
              </span>
              <span className={number === step ? 'text-slate-900' : 'text-slate-500'}>
                <span className="sr-only">Step {number}: </span>
                {STEP_NAMES[number]}
              </span>
              {number === 1 && <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />}
            </li>
          ))}
        </ol>
        <h3 ref={ref} tabIndex={-1} className="mt-4 font-semibold text-slate-900 outline-none">
          Step {step} of 2: {STEP_NAMES[step]}
        </h3>
      </div>
    )
  },
)
