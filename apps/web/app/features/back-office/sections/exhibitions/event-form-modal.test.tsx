import { EVENT_LIMITS, EVENT_MESSAGES, type Event } from '@gwp/contracts'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useUploadWithProgress } from '#app/features/back-office/lib/upload-with-progress'
import { makeStore } from '#app/features/back-office/session/store'
import { EventFormModal } from './event-form-modal'

// The multipart save is caught where it would leave for the server; toasts are not loaded.
vi.mock('#app/features/back-office/lib/upload-with-progress', () => ({ useUploadWithProgress: vi.fn() }))
vi.mock('./event-toasts', () => ({
  eventToast: { success: vi.fn(), error: vi.fn() },
  toastSaveFailure: vi.fn(() => 'failed'),
}))

const upload = vi.fn()

beforeEach(() => {
  upload.mockReset()
  upload.mockResolvedValue({ ok: true, status: 200, body: { success: true, message: 'ok', data: {} } })
  vi.mocked(useUploadWithProgress).mockReturnValue(upload)
})

const EVENT: Event = {
  _id: 'e1',
  title: 'Clean Expo',
  description: 'Our stand at the expo',
  link: 'https://example.com/expo',
  location: 'Dubai',
  schedule: { fromDate: '2026-12-01', toDate: '2026-12-03' },
  time: '10:00 AM-06:00 PM',
  bannerImage: 'uploads/events/e1.jpg',
  additionalDetails: null,
  isActive: true,
  status: 'upcoming',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Event

function open() {
  render(
    <Provider store={makeStore()}>
      <EventFormModal open event={EVENT} today="2026-11-26" onClose={() => {}} />
    </Provider>,
  )
  return userEvent.setup()
}

describe('event form: translations', () => {
  it('refuses Arabic additional details that are too long, marking the Arabic tab', async () => {
    const user = open()
    await user.click(screen.getByRole('tab', { name: 'العربية' }))
    const details = screen.getByLabelText('Additional Details (Arabic)')
    // Pasted rather than typed: 501 key presses would only slow the test.
    fireEvent.change(details, { target: { value: 'ت'.repeat(EVENT_LIMITS.text + 1) } })

    expect(await screen.findByText(EVENT_MESSAGES.tooLong)).toBeInTheDocument()
    expect(details).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('tab', { name: 'العربية (has errors)' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'اردو' })).toBeInTheDocument()
  })

  it('sends a new Urdu title as `translations` beside the time', async () => {
    const user = open()
    await user.click(screen.getByRole('tab', { name: 'اردو' }))
    await user.type(screen.getByLabelText('Title (Urdu)'), 'کلین ایکسپو')
    await user.click(screen.getByRole('button', { name: 'Update' }))

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
    const fields = Object.fromEntries((upload.mock.lastCall![0].formData as FormData).entries())
    expect(fields).toEqual({
      time: '10:00 AM-06:00 PM',
      translations: JSON.stringify({ ur: { title: 'کلین ایکسپو' } }),
    })
  })
})
