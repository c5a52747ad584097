import { z } from 'zod'

/** The chosen files, as the image field hands them to the form; the field has checked each one. */
const chosenFiles = z.array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))

/** At least one file, unless the stored picture stays (an edit that keeps it). */
export const imagesRule = (required: boolean, message: string) =>
  required ? chosenFiles.min(1, message) : chosenFiles
