import type { QuoteVariant } from '@gwp/contracts'

import { FormField } from '#app/components/ui/form-field'
import type { useQuoteForm } from '#app/features/enquiries/hooks/use-quote-form'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { translateKnown } from '#app/i18n/translate-known'
import { useI18n } from '#app/i18n/use-i18n'

type QuoteForm = ReturnType<typeof useQuoteForm>

/**
 * The typed fields of a quote, the same in the Home/Contact form and in the product modal; only the
 * rules differ (the message is optional in the form, required in the modal). The rules' messages are
 * contracts' English sentences, translated as they are shown. Phone and e-mail are typed left to right
 * in every language.
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
  const { t, language } = useI18n()
  const { fieldId, text, setField, errors } = form
  // A field's message is the rules' or the server's; both are contracts' sentences.
  const error = (message: string | undefined) => (message ? translateKnown(language, message) : undefined)
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('fullName')}
          label={t('Full Name')}
          autoComplete="name"
          value={text.fullName}
          onChange={(event) => setField('fullName', event.target.value)}
          error={error(errors.fullName)}
          ref={(input) => {
            // The native dialog focuses the element with the autofocus attribute (React's autoFocus
            // prop sets none).
            if (autoFocusName) input?.setAttribute('autofocus', '')
          }}
        />
        <FormField
          id={fieldId('phoneNumber')}
          label={t('Phone Number')}
          type="tel"
          dir="ltr"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('e.g. 03001234567')}
          value={text.phoneNumber}
          onChange={(event) => setField('phoneNumber', event.target.value)}
          error={error(errors.phoneNumber)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('email')}
          label={t('Email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={text.email}
          onChange={(event) => setField('email', event.target.value)}
          error={error(errors.email)}
        />
        <FormField
          id={fieldId('address')}
          label={t('Address')}
          // street-address belongs to a many-line field; on one line HTML's token is the first line's.
          autoComplete="address-line1"
          value={text.address}
          onChange={(event) => setField('address', event.target.value)}
          error={error(errors.address)}
        />
      </div>
      <TextAreaField
        id={fieldId('message')}
        label={variant === 'modal' ? t('Message') : t('Message (optional)')}
        rows={4}
        value={text.message}
        onChange={(event) => setField('message', event.target.value)}
        error={error(errors.message)}
      />
    </>
  )
}
