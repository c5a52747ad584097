import type { QuoteVariant } from '@gwp/contracts'

import { FormField } from '#app/components/ui/form-field'
import type { useQuoteForm } from '#app/features/enquiries/hooks/use-quote-form'
import { TextAreaField } from '#app/components/ui/text-area-field'

type QuoteForm = ReturnType<typeof useQuoteForm>

/**
 * The typed fields of a quote, the same in the Home/Contact form and in the product modal; only the
 * rules differ (the message is optional in the form, required in the modal).
 */
export function QuoteTextFields({
  form,
  variant,
  autoFocusName = false,
}: {
  form: QuoteForm
  variant: QuoteVariant
  /** Let the native dialog put the cursor in Full Name when the modal opens. */
  autoFocusName?: boolean
}) {
  const { fieldId, text, setField, errors } = form
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('fullName')}
          label="Full Name"
          autoComplete="name"
          value={text.fullName}
          onChange={(event) => setField('fullName', event.target.value)}
          error={errors.fullName}
          ref={(input) => {
            // The native dialog focuses the element with the autofocus attribute (React's autoFocus
            // prop sets none).
            if (autoFocusName) input?.setAttribute('autofocus', '')
          }}
        />
        <FormField
          id={fieldId('phoneNumber')}
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="e.g. 03001234567"
          value={text.phoneNumber}
          onChange={(event) => setField('phoneNumber', event.target.value)}
          error={errors.phoneNumber}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('email')}
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={text.email}
          onChange={(event) => setField('email', event.target.value)}
          error={errors.email}
        />
        <FormField
          id={fieldId('address')}
          label="Address"
          autoComplete="street-address"
          value={text.address}
          onChange={(event) => setField('address', event.target.value)}
          error={errors.address}
        />
      </div>
      <TextAreaField
        id={fieldId('message')}
        label={variant === 'modal' ? 'Message' : 'Message (optional)'}
        rows={4}
        value={text.message}
        onChange={(event) => setField('message', event.target.value)}
        error={errors.message}
      />
    </>
  )
}
