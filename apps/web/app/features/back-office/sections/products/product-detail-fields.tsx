import { PRODUCT_LIMITS } from '@gwp/contracts'
import { useFormContext, useWatch } from 'react-hook-form'

import { FormField } from '#app/components/ui/form-field'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { DETAIL_FIELDS, DETAIL_LABELS, type ProductFormValues } from './product-form'

const QUANTITY_HINT = `A whole number from ${PRODUCT_LIMITS.packageQuantityMin} to ${PRODUCT_LIMITS.packageQuantityMax}`

/**
 * Step two of the add and edit forms: the eight detail fields, all required. The schema behind the
 * form gives the messages, in the add or edit wording; lengths are not capped by the browser, so a
 * text that is too long is explained rather than cut.
 */
export function ProductDetailFields({ disabled = false }: { disabled?: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>()
  const usage = useWatch({ control, name: 'recommendedUsage' }) ?? ''

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {DETAIL_FIELDS.map((field) =>
        field === 'recommendedUsage' ? (
          <TextAreaField
            key={field}
            className="sm:col-span-2"
            label={DETAIL_LABELS[field]}
            rows={3}
            error={errors[field]?.message}
            counter={{ length: usage.length, limit: PRODUCT_LIMITS.recommendedUsage }}
            disabled={disabled}
            {...register(field)}
          />
        ) : (
          <FormField
            key={field}
            label={DETAIL_LABELS[field]}
            autoComplete="off"
            error={errors[field]?.message}
            disabled={disabled}
            {...(field === 'packageQuantity' ? { inputMode: 'numeric' as const, hint: QUANTITY_HINT } : {})}
            {...register(field)}
          />
        ),
      )}
    </div>
  )
}
