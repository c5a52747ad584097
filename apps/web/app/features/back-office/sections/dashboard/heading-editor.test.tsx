import { HEADING_FORBIDDEN_CHARACTERS, HEADING_MESSAGES } from '@gwp/contracts'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useUpdateHeadingMutation } from '#app/features/back-office/api/heading'
import { HeadingEditor } from './heading-editor'

// The editor's one call is stood in for, so the test reads the JSON body it would send.
vi.mock('#app/features/back-office/api/heading', () => ({ useUpdateHeadingMutation: vi.fn() }))
vi.mock('#app/components/toast', () => ({ toast: { loading: vi.fn(), update: vi.fn() } }))

const updateHeading = vi.fn()

beforeEach(() => {
  updateHeading.mockReset()
  updateHeading.mockReturnValue({ unwrap: () => Promise.resolve({ success: true }) })
  vi.mocked(useUpdateHeadingMutation).mockReturnValue([updateHeading, { isLoading: false }] as never)
})

function open() {
  render(
    <HeadingEditor
      open
      current="Eid sale on all floor cleaners"
      translations={{ ar: { heading: 'تخفيضات العيد' } }}
      onClose={() => {}}
    />,
  )
  return userEvent.setup()
}

describe('heading editor: translations', () => {
  it('starts from the stored translations and sends the changed language with the heading', async () => {
    const user = open()
    const update = screen.getByRole('button', { name: 'Update' })
    expect(update).toBeDisabled()

    await user.click(screen.getByRole('tab', { name: 'العربية' }))
    expect(screen.getByLabelText('Heading (Arabic)')).toHaveValue('تخفيضات العيد')
    await user.click(screen.getByRole('tab', { name: 'اردو' }))
    await user.type(screen.getByLabelText('Heading (Urdu)'), 'عید کی سیل')
    expect(update).toBeEnabled()
    await user.click(update)

    await waitFor(() => expect(updateHeading).toHaveBeenCalledTimes(1))
    expect(updateHeading).toHaveBeenCalledWith({
      heading: 'Eid sale on all floor cleaners',
      translations: { ur: { heading: 'عید کی سیل' } },
    })
  })

  it("refuses a forbidden character in the Urdu heading with the English rule's message", async () => {
    const user = open()
    const forbidden = '<'
    expect(HEADING_FORBIDDEN_CHARACTERS.test(forbidden)).toBe(true)
    await user.click(screen.getByRole('tab', { name: 'اردو' }))
    await user.type(screen.getByLabelText('Heading (Urdu)'), `سیل ${forbidden}`)

    expect(await screen.findByText(HEADING_MESSAGES.specialCharacters)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'اردو (has errors)' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled()
  })
})
