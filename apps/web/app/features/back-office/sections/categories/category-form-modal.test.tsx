import { CATEGORY_LIMITS, CATEGORY_MESSAGES, type Category } from '@gwp/contracts'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useUploadWithProgress } from '#app/features/back-office/lib/upload-with-progress'
import { makeStore } from '#app/features/back-office/session/store'
import { CategoryFormModal } from './category-form-modal'

// The form's multipart save is caught where it would leave for the server, so the test reads the
// very fields the API would; the toast library is not loaded.
vi.mock('#app/features/back-office/lib/upload-with-progress', () => ({ useUploadWithProgress: vi.fn() }))
vi.mock('#app/components/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const upload = vi.fn()

beforeEach(() => {
  upload.mockReset()
  upload.mockResolvedValue({ ok: true, status: 200, body: { success: true, message: 'ok', data: {} } })
  vi.mocked(useUploadWithProgress).mockReturnValue(upload)
})

const CATEGORY: Category = {
  _id: 'c1',
  name: 'Floor care',
  slug: 'floor-care',
  description: 'Cleaners for every floor',
  image: 'uploads/categories/c1.png',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  translations: { ur: { name: 'فرش کی دیکھ بھال' } },
} as Category

function open(category: Category | null = CATEGORY) {
  render(
    <Provider store={makeStore()}>
      <CategoryFormModal open category={category} onClose={() => {}} />
    </Provider>,
  )
  return userEvent.setup()
}

/** The fields of the multipart form the last save sent. */
const sentFields = () => Object.fromEntries((upload.mock.lastCall![0].formData as FormData).entries())

describe('category form: language tabs', () => {
  it('moves between English, Urdu and Arabic with the arrow keys, Home and End', async () => {
    const user = open()
    const english = screen.getByRole('tab', { name: 'English' })
    expect(screen.getByRole('tablist', { name: 'Language' })).toBeInTheDocument()
    expect(english).toHaveAttribute('aria-selected', 'true')

    await user.click(english)
    await user.keyboard('{ArrowRight}')
    const urdu = screen.getByRole('tab', { name: 'اردو' })
    expect(urdu).toHaveFocus()
    expect(urdu).toHaveAttribute('aria-selected', 'true')
    expect(english).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('اردو')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'العربية' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(english).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'العربية' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(english).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'العربية' })).toHaveAttribute('aria-selected', 'true')
  })

  it('loads the stored translations into right-to-left fields of their language', async () => {
    const user = open()
    await user.click(screen.getByRole('tab', { name: 'اردو' }))
    const name = screen.getByLabelText('Name (Urdu)')
    expect(name).toHaveValue('فرش کی دیکھ بھال')
    expect(name).toHaveAttribute('dir', 'rtl')
    expect(name).toHaveAttribute('lang', 'ur')
    expect(screen.getByLabelText('Description (Urdu)')).toHaveValue('')
    expect(screen.getByLabelText('Name (Arabic)')).toHaveAttribute('lang', 'ar')
  })

  it("refuses an Arabic name that is too long with the English rule's message and marks the tab", async () => {
    const user = open()
    await user.click(screen.getByRole('tab', { name: 'العربية' }))
    await user.type(screen.getByLabelText('Name (Arabic)'), 'ع'.repeat(CATEGORY_LIMITS.name + 1))

    const panel = screen.getByRole('tabpanel')
    expect(await within(panel).findByText(CATEGORY_MESSAGES.nameTooLong)).toBeInTheDocument()
    expect(screen.getByLabelText('Name (Arabic)')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('tab', { name: 'العربية (has errors)' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'English' })).toBeInTheDocument()

    // From English, Update shows the Arabic tab again and sends nothing.
    await user.click(screen.getByRole('tab', { name: 'English' }))
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(screen.getByRole('tab', { name: 'العربية (has errors)' })).toHaveAttribute('aria-selected', 'true')
    expect(upload).not.toHaveBeenCalled()
  })

  it('sends the languages that changed as the JSON text of `translations`', async () => {
    const user = open()
    // Nothing changed yet: Update waits.
    expect(screen.getByRole('button', { name: /Update/ })).toBeDisabled()
    await user.click(screen.getByRole('tab', { name: 'العربية' }))
    await user.type(screen.getByLabelText('Name (Arabic)'), '  العناية بالأرضيات ')
    await user.click(screen.getByRole('button', { name: 'Update' }))

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
    const fields = sentFields()
    expect(fields.name).toBe('Floor care')
    // Urdu is as stored, so it is not named (and stays as it is).
    expect(JSON.parse(fields.translations as string)).toEqual({ ar: { name: 'العناية بالأرضيات' } })
  })

  it('sends an emptied language empty, which removes it', async () => {
    const user = open()
    await user.click(screen.getByRole('tab', { name: 'اردو' }))
    await user.clear(screen.getByLabelText('Name (Urdu)'))
    await user.click(screen.getByRole('button', { name: 'Update' }))

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
    expect(JSON.parse(sentFields().translations as string)).toEqual({ ur: {} })
  })
})
