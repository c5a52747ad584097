import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { ExhibitionEvent } from '#app/features/exhibition/api/get-active-events'
import { LanguageProvider } from '#app/i18n/use-i18n'
import { EventsSchedule } from './events-schedule'

const event = (overrides: Partial<ExhibitionEvent>): ExhibitionEvent => ({
  _id: 'e1',
  title: 'معرض النظافة',
  description: 'منتجاتنا في دبي',
  link: 'https://example.com',
  location: 'مركز دبي التجاري العالمي',
  schedule: { fromDate: '2026-03-05', toDate: '2026-03-07' },
  time: '10:00 AM - 6:00 PM',
  bannerImage: 'uploads/banner.jpg',
  additionalDetails: null,
  status: 'current',
  ...overrides,
})

function renderSchedule(events: ExhibitionEvent[], language: 'en' | 'ar' = 'ar') {
  const Stub = createRoutesStub([
    {
      path: '/ar/exhibition',
      Component: () => (
        <LanguageProvider language={language}>
          <EventsSchedule events={events} error={null} />
        </LanguageProvider>
      ),
    },
  ])
  return render(<Stub initialEntries={['/ar/exhibition']} />)
}

describe('the events schedule in Arabic', () => {
  it('names the tabs and writes the card’s date in Arabic, with Latin digits', async () => {
    renderSchedule([event({ untranslated: ['location'] })])
    expect(await screen.findByRole('tab', { name: /الحالية/ })).toHaveAttribute('aria-selected', 'true')
    const card = screen.getByRole('article', { name: 'معرض النظافة' })
    const day = card.querySelector('time')!
    expect(day).toHaveTextContent('05مارسالخميس')
    // A location the API left in English is marked so.
    expect(within(card).getByText('مركز دبي التجاري العالمي')).toHaveAttribute('lang', 'en')
    expect(within(card).getByRole('button', { name: 'عرض المزيد عن معرض النظافة' })).toBeInTheDocument()
  })

  it('moves along the tabs from the right: the left arrow goes on to the next one', async () => {
    const user = userEvent.setup()
    renderSchedule([event({})])
    await user.click(await screen.findByRole('tab', { name: /الحالية/ }))
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: /القادمة/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('لا توجد فعاليات قادمة في الوقت الحالي.')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tab', { name: /السابقة/ })).toHaveAttribute('aria-selected', 'true')
  })

  it('keeps the English words and keys on an English page', async () => {
    const user = userEvent.setup()
    renderSchedule([event({ title: 'Clean Expo' })], 'en')
    await user.click(await screen.findByRole('tab', { name: /Current/ }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('There are no upcoming events at the moment.')).toBeInTheDocument()
  })
})
