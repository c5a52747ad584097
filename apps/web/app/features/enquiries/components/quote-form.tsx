import { ENQUIRY_MESSAGES } from '@gwp/contracts'
import { CheckCircle2, Send } from 'lucide-react'

import { Button } from '#app/components/ui/button'
import type { QuoteProduct } from '#app/features/enquiries/api/get-quote-products'
import { useQuoteForm } from '#app/features/enquiries/hooks/use-quote-form'
import { translateKnown } from '#app/i18n/translate-known'
import { useI18n } from '#app/i18n/use-i18n'
import { HoneypotField } from './honeypot-field'
import { ProductPicker } from './product-picker'
import { QuoteTextFields } from './quote-text-fields'

/**
 * The quote form of Home and Contact (docs/requirements/enquiries.md#states, #rules): a product from the
 * picker and the visitor's details. On success the form empties and 'Quote submitted successfully!' shows for
 * 3 s; on failure the form keeps what was typed and says so.
 */
export function QuoteForm({ initialProduct = null }: { initialProduct?: QuoteProduct | null }) {
  const { t, language } = useI18n()
  const form = useQuoteForm({ variant: 'form', initialProduct })
  const { fieldId, product, setProduct, errors, sending, sent, failure, submit } = form

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      aria-label={t('Request a quote')}
      className="relative space-y-4"
    >
      <ProductPicker
        id={fieldId('product')}
        label={t('Product')}
        selected={product}
        onSelect={setProduct}
        error={errors.product && translateKnown(language, errors.product)}
      />
      <QuoteTextFields form={form} variant="form" />
      <HoneypotField />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          disabled={sending}
          aria-busy={sending}
          className="inline-flex items-center justify-center gap-2 rounded-full px-8 py-3"
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? t('Submitting...') : t('Submit')}
        </Button>
        {/* Always in the page, so screen readers announce what is put into it. */}
        <div role="status" className="text-sm">
          {sent && (
            <p className="inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-800">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
              {t(ENQUIRY_MESSAGES.quoteSubmitted)}
            </p>
          )}
        </div>
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {translateKnown(language, failure)}
        </p>
      )}
    </form>
  )
}
