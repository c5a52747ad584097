import { ENQUIRY_MESSAGES } from '@gwp/contracts'
import { CheckCircle2, Send } from 'lucide-react'

import { Button } from '#app/components/ui/button'
import { FormField } from '#app/components/ui/form-field'
import { Modal } from '#app/components/ui/modal'
import type { QuoteProduct } from '#app/features/enquiries/api/get-quote-products'
import { useQuoteForm } from '#app/features/enquiries/hooks/use-quote-form'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { translateKnown } from '#app/i18n/translate-known'
import { useI18n } from '#app/i18n/use-i18n'
import { HoneypotField } from './honeypot-field'
import { QuoteTextFields } from './quote-text-fields'

/**
 * The product page's quote modal (docs/requirements/enquiries.md#quote-modal): the
 * product is fixed, the modal's own rules and words apply, success shows for 2 s and then the modal
 * closes; a failure is only logged (docs/requirements/enquiries.md#errors). The native dialog keeps focus
 * inside and gives it back to the Get Quote button on close.
 */
export function QuoteModal({
  product,
  open,
  onClose,
}: {
  product: QuoteProduct
  open: boolean
  onClose: () => void
}) {
  const { t } = useI18n()
  return (
    <Modal open={open} title={t('Get a Quote')} onClose={onClose} size="lg" closeLabel={t('Close')}>
      {/* The Modal mounts its content only while open: every opening starts with an empty form. */}
      <QuoteModalForm product={product} onDone={onClose} />
    </Modal>
  )
}

function QuoteModalForm({ product, onDone }: { product: QuoteProduct; onDone: () => void }) {
  const form = useQuoteForm({ variant: 'modal', initialProduct: product, onSuccessShown: onDone })
  const { fieldId, errors, sending, sent, submit } = form
  const { t, language } = useI18n()

  return (
    <form onSubmit={submit} noValidate aria-busy={sending} className="space-y-4">
      <FormField
        id={fieldId('product')}
        label={t('Product')}
        value={form.product?.name ?? product.name}
        lang={fallbackLang(form.product ?? product, 'name')}
        readOnly
        error={errors.product && translateKnown(language, errors.product)}
        className="[&_input]:bg-brand-50 [&_input]:font-semibold [&_input]:text-brand-900"
      />
      <QuoteTextFields form={form} variant="modal" autoFocusName />
      <HoneypotField />
      <div role="status">
        {sent && (
          <p className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {t(ENQUIRY_MESSAGES.quoteSubmitted)}
          </p>
        )}
      </div>
      <Button
        type="submit"
        disabled={sending || sent}
        aria-busy={sending}
        className="inline-flex w-full items-center justify-center gap-2 py-2.5"
      >
        <Send aria-hidden="true" className="h-4 w-4" />
        {sending ? t('Submitting...') : t('Submit')}
      </Button>
    </form>
  )
}
