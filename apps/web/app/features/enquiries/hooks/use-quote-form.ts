import {
  ENQUIRY_MESSAGES,
  ENQUIRY_TIMINGS,
  HONEYPOT_FIELD,
  QUOTE_FIELDS,
  validateQuote,
  type QuoteErrors,
  type QuoteField,
  type QuoteValues,
  type QuoteVariant,
} from '@gwp/contracts'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { createQuotation } from '#app/features/enquiries/api/create-quotation'
import type { QuoteProduct } from '#app/features/enquiries/api/get-quote-products'
import { useI18n } from '#app/i18n/use-i18n'

/** The fields a visitor types; the product is chosen, not typed. */
export type QuoteTextField = Exclude<QuoteField, 'product'>

type Status = 'idle' | 'sending' | 'sent'

const EMPTY_TEXT: Record<QuoteTextField, string> = {
  fullName: '',
  phoneNumber: '',
  email: '',
  address: '',
  message: '',
}

export interface UseQuoteFormOptions {
  /**
   * Whose rules and words apply: the Home/Contact form or the product page's modal
   * (docs/requirements/enquiries.md#rules).
   */
  variant: QuoteVariant
  /** A product chosen before the visitor arrives (the modal's product, or /contact?product=). */
  initialProduct?: QuoteProduct | null
  /** Called once the success message has had its time (the modal closes then). */
  onSuccessShown?: () => void
}

/**
 * The state of one quote form: values, the messages under the fields, sending, and the outcome.
 * Messages appear on the first submit and then follow the visitor's corrections field by field, so a
 * field's server message stays until that field changes. The success message stays for the spec's
 * time (3 s for the form, 2 s in the modal); a failure keeps everything the visitor typed. Messages
 * are kept as contracts' English sentences (the server answers in the same words) and translated where
 * they are shown; the request carries the page's language.
 */
export function useQuoteForm({ variant, initialProduct = null, onSuccessShown }: UseQuoteFormOptions) {
  const { language } = useI18n()
  const formId = useId()
  const [product, setProductState] = useState<QuoteProduct | null>(initialProduct)
  const [text, setText] = useState(EMPTY_TEXT)
  const [errors, setErrors] = useState<QuoteErrors>({})
  const [checking, setChecking] = useState(false)
  const [status, setStatus] = useState<Status>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const valuesOf = (next: { product: QuoteProduct | null; text: typeof text }): QuoteValues => ({
    product: next.product?._id ?? '',
    ...next.text,
  })

  /** After the first submit, a change re-checks the changed field only. */
  const recheck = (field: QuoteField, values: QuoteValues) => {
    if (!checking) return
    const message = validateQuote(values, variant)[field]
    setErrors((current) => {
      const next = { ...current }
      if (message) next[field] = message
      else delete next[field]
      return next
    })
  }

  const setField = (field: QuoteTextField, value: string) => {
    const nextText = { ...text, [field]: value }
    setText(nextText)
    recheck(field, valuesOf({ product, text: nextText }))
  }

  const setProduct = (next: QuoteProduct | null) => {
    setProductState(next)
    recheck('product', valuesOf({ product: next, text }))
  }

  const fieldId = useCallback((field: QuoteField) => `${formId}-${field}`, [formId])

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'sending') return
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '')
    const values = valuesOf({ product, text })
    const found = validateQuote(values, variant)
    setChecking(true)
    setErrors(found)
    setFailure(null)
    const firstInvalid = QUOTE_FIELDS.find((field) => found[field])
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus()
      return
    }

    window.clearTimeout(timer.current)
    setStatus('sending')
    const result = await createQuotation(values, honeypot, language)
    if (result.ok) {
      setProductState(null)
      setText(EMPTY_TEXT)
      setErrors({})
      setChecking(false)
      setStatus('sent')
      timer.current = window.setTimeout(
        () => {
          setStatus('idle')
          onSuccessShown?.()
        },
        variant === 'modal' ? ENQUIRY_TIMINGS.modalSuccessMs : ENQUIRY_TIMINGS.quoteSuccessMs,
      )
      return
    }

    setStatus('idle')
    if (variant === 'modal') {
      // docs/requirements/enquiries.md#errors: a failed quote in the product modal is only logged, nothing is
      // shown.
      console.error('Quote request failed', result.status, result.message)
      return
    }
    const serverErrors: QuoteErrors = {}
    for (const field of QUOTE_FIELDS) {
      const message = result.fieldErrors[field]
      if (message) serverErrors[field] = message
    }
    setErrors(serverErrors)
    // A 429 says why and for how long; every other failure reads the same
    // (docs/requirements/enquiries.md#states).
    setFailure(
      result.status === 429 && result.serverMessage ? result.serverMessage : ENQUIRY_MESSAGES.quoteFailed,
    )
  }

  return {
    fieldId,
    product,
    setProduct,
    text,
    setField,
    errors,
    sending: status === 'sending',
    sent: status === 'sent',
    failure,
    submit,
  }
}
