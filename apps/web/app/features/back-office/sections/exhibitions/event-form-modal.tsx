import { addCalendarDays, EVENT_MESSAGES, type Event } from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useRef, useState, type RefObject } from 'react'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'

import { FormActions } from '#app/components/ui/form-actions'
import { FormFailure } from '#app/components/ui/form-failure'
import { Modal } from '#app/components/ui/modal'
import { TranslationTabs, useLanguageTab } from '#app/features/back-office/lib/translation-tabs'
import {
  translationPaths,
  translationsFormField,
  translationsToSend,
} from '#app/features/back-office/lib/translation-values'
import { applyApiErrors, getApiError } from '#app/lib/api-error'
import { EventFormFields } from './event-form-fields'
import {
  changesOf,
  EMPTY_EVENT,
  eventFormSchema,
  TEXT_FIELDS,
  valuesOf,
  type EventFormValues,
} from './event-form'
import { eventToast, toastSaveFailure } from './event-toasts'
import { useSaveEvent } from './use-save-event'

interface EventFormModalProps {
  open: boolean
  /** The event to update; null creates one. */
  event: Event | null
  /** Today on the company's calendar (EVENTS_TZ), as the server counts it. */
  today: string
  onClose: () => void
}

/** Create Event and Update Event (docs/requirements/exhibitions.md#states, #rules, #calls, #errors). */
export function EventFormModal({ open, event, today, onClose }: EventFormModalProps) {
  // The admin opened the dialog to write: the title takes focus.
  const titleRef = useRef<HTMLInputElement>(null)
  const saver = useSaveEvent()
  // An upload under way finishes in the open dialog, so its outcome is seen where it was started.
  const close = () => {
    if (!saver.saving) onClose()
  }
  return (
    <Modal
      open={open}
      title={event ? 'Update Event' : 'Create Event'}
      onClose={close}
      initialFocusRef={titleRef}
      closeOnBackdrop={false}
      size="lg"
    >
      {/* Mounted only while open, so each opening starts from the stored event (or empty). */}
      <EventForm
        event={event}
        today={today}
        saver={saver}
        titleRef={titleRef}
        onCancel={close}
        onSaved={onClose}
      />
    </Modal>
  )
}

interface EventFormProps {
  event: Event | null
  today: string
  saver: ReturnType<typeof useSaveEvent>
  titleRef: RefObject<HTMLInputElement | null>
  onCancel: () => void
  onSaved: () => void
}

/** The fields the server's per-field reasons may land on; its `time` is the form's To time. */
const SERVER_FIELDS = [...TEXT_FIELDS, 'fromDate', 'toDate', 'banner', ...translationPaths('event')] as const

function EventForm({ event, today, saver, titleRef, onCancel, onSaved }: EventFormProps) {
  const stored = useMemo(() => (event ? valuesOf(event) : null), [event])
  // On update the stored banner stays until it is removed; then a new one is required.
  const [keepStoredBanner, setKeepStoredBanner] = useState(stored !== null)
  const resolver = useMemo(
    () =>
      zodResolver(
        eventFormSchema({ today, stored, keepStoredBanner }),
      ) as unknown as Resolver<EventFormValues>,
    [today, stored, keepStoredBanner],
  )
  const form = useForm<EventFormValues>({ mode: 'onChange', resolver, defaultValues: stored ?? EMPTY_EVENT })
  const values = useWatch({ control: form.control }) as EventFormValues
  const [failure, setFailure] = useState<string | null>(null)
  const tab = useLanguageTab()
  const languages = translationsToSend('event', values.translations, event?.translations)

  // Update: only the changed fields go, and only once something changed
  // (docs/requirements/exhibitions.md#states).
  const changes = stored ? changesOf(values, stored) : null
  const changed =
    !changes ||
    Object.keys(changes.fields).length > 0 ||
    changes.timeChanged ||
    values.banner.length > 0 ||
    !keepStoredBanner ||
    languages !== undefined

  const onSubmit = async (checked: EventFormValues) => {
    setFailure(null)
    const fields = {
      ...(stored
        ? changesOf(checked, stored).fields
        : Object.fromEntries(
            ([...TEXT_FIELDS, 'fromDate', 'toDate'] as const).map((field) => [field, checked[field].trim()]),
          )),
      ...translationsFormField(translationsToSend('event', checked.translations, event?.translations)),
    }
    try {
      await saver.save(
        { fields, time: `${checked.fromTime}-${checked.toTime}`, banner: checked.banner[0] },
        event?._id,
      )
    } catch (error) {
      applyApiErrors(form.setError, error, SERVER_FIELDS)
      const onTime = getApiError(error).fieldErrors.time
      if (onTime) form.setError('toTime', { type: 'server', message: onTime })
      setFailure(
        toastSaveFailure(
          error,
          stored
            ? { answered: EVENT_MESSAGES.updateFailed, thrown: EVENT_MESSAGES.updateError }
            : { answered: EVENT_MESSAGES.createFailed, thrown: EVENT_MESSAGES.createError },
        ),
      )
      return
    }
    eventToast.success(stored ? EVENT_MESSAGES.updated : EVENT_MESSAGES.created)
    onSaved()
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, tab.showInvalid)} noValidate className="space-y-4">
        <TranslationTabs kind="event" tab={tab} disabled={saver.saving}>
          <EventFormFields
            titleRef={titleRef}
            earliestFromDate={stored ? today : addCalendarDays(today, 1)}
            storedBanner={
              stored && keepStoredBanner ? { path: event!.bannerImage, title: event!.title } : null
            }
            onRemoveStoredBanner={() => setKeepStoredBanner(false)}
            saving={saver.saving}
            progress={saver.progress}
          />
        </TranslationTabs>
        <FormFailure message={failure} />
        <FormActions
          submitLabel={stored ? 'Update' : 'Create'}
          busyLabel={stored ? 'Updating...' : 'Creating...'}
          busy={saver.saving}
          disabled={stored ? !changed || !form.formState.isValid : false}
          disabledReason={stored && !changed ? EVENT_MESSAGES.noChanges : undefined}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  )
}
