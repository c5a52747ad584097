import { EVENT_LIMITS, IMAGE_KINDS, imageHref } from '@gwp/contracts'
import type { RefObject } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'

import { FormField } from '#app/components/ui/form-field'
import { ImageUploadField } from '#app/components/ui/image-upload-field'
import { TextAreaField } from '#app/components/ui/text-area-field'
import type { EventFormValues } from './event-form'
import { EventScheduleFields } from './event-schedule-fields'

interface EventFormFieldsProps {
  titleRef: RefObject<HTMLInputElement | null>
  /**
   * Tomorrow on create, today on update (docs/requirements/exhibitions.md#rules), on the company's calendar.
   */
  earliestFromDate: string
  /** The stored banner while it stays (an update that has not removed it). */
  storedBanner: { path: string; title: string } | null
  onRemoveStoredBanner: () => void
  saving: boolean
  progress: ReadonlyMap<File, number | null>
}

/** The Create Event and Update Event fields: title, description, link, location, schedule, banner. */
export function EventFormFields({
  titleRef,
  earliestFromDate,
  storedBanner,
  onRemoveStoredBanner,
  saving,
  progress,
}: EventFormFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>()
  const description = useWatch({ control, name: 'description' }) ?? ''
  const titleField = register('title')

  return (
    <>
      <FormField
        label="Title"
        autoComplete="off"
        error={errors.title?.message}
        disabled={saving}
        {...titleField}
        ref={(element) => {
          titleField.ref(element)
          titleRef.current = element
        }}
      />
      <TextAreaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        counter={{ length: description.length, limit: EVENT_LIMITS.text }}
        disabled={saving}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Link"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          error={errors.link?.message}
          disabled={saving}
          {...register('link')}
        />
        <FormField
          label="Location"
          autoComplete="off"
          error={errors.location?.message}
          disabled={saving}
          {...register('location')}
        />
      </div>
      <EventScheduleFields earliestFromDate={earliestFromDate} disabled={saving} />
      <Controller
        control={control}
        name="banner"
        render={({ field }) => (
          <ImageUploadField
            label="Banner"
            rules={IMAGE_KINDS.eventBanner}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            existing={
              storedBanner
                ? [
                    {
                      key: storedBanner.path,
                      url: imageHref(storedBanner.path),
                      alt: `${storedBanner.title} (current banner)`,
                    },
                  ]
                : []
            }
            onRemoveExisting={onRemoveStoredBanner}
            progress={progress}
            error={errors.banner?.message}
            disabled={saving}
          />
        )}
      />
    </>
  )
}
