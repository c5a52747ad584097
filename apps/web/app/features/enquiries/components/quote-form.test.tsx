import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { LanguageProvider } from '#app/i18n/use-i18n'
import { QuoteForm } from './quote-form'

const PRODUCT = { _id: 'p1', name: 'منظف الأرضيات' }

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderInArabic() {
  return render(
    <LanguageProvider language="ar">
      <QuoteForm initialProduct={PRODUCT} />
    </LanguageProvider>,
  )
}

describe('the quote form on an Arabic page', () => {
  it('says what is missing in Arabic', async () => {
    const user = userEvent.setup()
    renderInArabic()
    await user.click(screen.getByRole('button', { name: 'إرسال' }))
    expect(screen.getByText('الاسم الكامل مطلوب')).toBeInTheDocument()
    expect(screen.getByText('رقم الهاتف مطلوب')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('dir', 'ltr')

    await user.type(screen.getByRole('textbox', { name: 'رقم الهاتف' }), '123')
    expect(screen.getByText('يجب أن يتكوّن رقم الهاتف من 11 رقمًا')).toBeInTheDocument()
  })

  it('sends the page’s language with the request, and shows the server’s refusal in Arabic', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Please select a product from the list',
            errors: { product: 'Please select a product from the list' },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    )
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderInArabic()
    await user.type(screen.getByRole('textbox', { name: 'الاسم الكامل' }), 'سارة أحمد')
    await user.type(screen.getByRole('textbox', { name: 'رقم الهاتف' }), '03001234567')
    await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'sara@example.com')
    await user.type(screen.getByRole('textbox', { name: 'العنوان' }), 'دبي')
    await user.click(screen.getByRole('button', { name: 'إرسال' }))

    expect(await screen.findByText('يرجى اختيار منتج من القائمة')).toBeInTheDocument()
    expect(screen.getByText('حدث خطأ أثناء إرسال النموذج.')).toHaveAttribute('role', 'alert')
    const [, init] = fetch.mock.calls[0] as unknown as [string, { body: string }]
    expect(JSON.parse(init.body)).toMatchObject({ product: 'p1', fullName: 'سارة أحمد', language: 'ar' })
  })
})
