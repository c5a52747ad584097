import { IMAGE_KINDS, type Product, type ProductUpdateBody } from '@gwp/contracts'

/** What the Edit Product modal holds when Update is pressed: nothing of it is on the server yet. */
export interface ProductEdit {
  /** The product's images as the server last said. */
  stored: readonly string[]
  /** Stored images to drop. */
  removed: ReadonlySet<string>
  /** New pictures, in the order chosen. */
  added: readonly File[]
  /**
   * The changed fields (docs/requirements/products.md#calls: only what changed is sent); empty when none
   * changed.
   */
  fields: ProductUpdateBody
}

/** The three calls of docs/requirements/products.md#calls, each answering the product as it then is. */
export interface ProductEditCalls {
  /** PATCH change-image: one file per call. */
  upload: (file: File) => Promise<Product>
  /** DELETE image. */
  removeImage: (imagePath: string) => Promise<Product>
  /** PATCH update: JSON of the changed fields, `images` among them. */
  update: (body: ProductUpdateBody) => Promise<Product>
}

/** What is under way, for the modal to say. */
export type SaveStep =
  { kind: 'upload'; file: File; number: number; of: number } | { kind: 'update' } | { kind: 'undo' }

export type SaveOutcome =
  | { ok: true; product: Product | null }
  | {
      ok: false
      /** The call that failed, and the file it was sending. */
      failed: 'upload' | 'update'
      file: File | null
      error: unknown
      /** The product as the server last answered (null: no call answered). */
      product: Product | null
      /**
       * 'nothing': the product is as it was (new images stored before the failure were deleted
       * again, bar `stuck`); 'changes': the fields and removals are saved, `unsaved` pictures not.
       */
      saved: 'nothing' | 'changes'
      /** New pictures stored that could not be deleted again: they stay on the product. */
      stuck: File[]
      /** Pictures not stored. */
      unsaved: File[]
    }

/**
 * Applies an edit as one change, with the API's calls as they are (docs/requirements/products.md#calls):
 * 1. the new pictures that fit beside the stored ones (at most 3 images), one call each;
 * 2. the changed fields and the removals in one PATCH update (`images`: what stays, new ones last);
 * 3. the new pictures that needed the room the removals made.
 * If step 1 or 2 fails, the pictures step 1 stored are deleted again, so the product is as it was
 * and nothing is left on the server. A failure in step 3 cannot undo step 2 (removed files are gone
 * at once): the outcome says what was saved and which pictures were not.
 */
export async function saveProductEdit(
  edit: ProductEdit,
  calls: ProductEditCalls,
  onStep: (step: SaveStep) => void,
): Promise<SaveOutcome> {
  const room = Math.max(0, IMAGE_KINDS.productEdit.maxCount - edit.stored.length)
  const first = edit.added.slice(0, room)
  const later = edit.added.slice(room)
  const uploaded: Array<{ file: File; path: string }> = []
  let product: Product | null = null
  let images: readonly string[] = edit.stored
  const uploadStep = (file: File) =>
    onStep({ kind: 'upload', file, number: edit.added.indexOf(file) + 1, of: edit.added.length })

  const undo = async (failed: 'upload' | 'update', error: unknown, file: File | null) => {
    const stuck: File[] = []
    for (const { file: stored, path } of uploaded) {
      onStep({ kind: 'undo' })
      try {
        product = await calls.removeImage(path)
      } catch {
        stuck.push(stored)
      }
    }
    const unsaved = edit.added.filter((picture) => !stuck.includes(picture))
    return { ok: false as const, failed, file, error, product, saved: 'nothing' as const, stuck, unsaved }
  }

  for (const file of first) {
    uploadStep(file)
    try {
      product = await calls.upload(file)
    } catch (error) {
      return undo('upload', error, file)
    }
    const path = product.images.find((image) => !images.includes(image))
    if (path) uploaded.push({ file, path })
    images = product.images
  }

  const body: ProductUpdateBody = { ...edit.fields }
  if (edit.removed.size > 0) {
    body.images = [
      ...edit.stored.filter((image) => !edit.removed.has(image)),
      ...uploaded.map(({ path }) => path),
    ]
  }
  if (Object.keys(body).length > 0) {
    onStep({ kind: 'update' })
    try {
      product = await calls.update(body)
    } catch (error) {
      return undo('update', error, null)
    }
  }

  for (const [index, file] of later.entries()) {
    uploadStep(file)
    try {
      product = await calls.upload(file)
    } catch (error) {
      const unsaved = later.slice(index)
      return { ok: false, failed: 'upload', file, error, product, saved: 'changes', stuck: [], unsaved }
    }
  }
  return { ok: true, product }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What the modal says after a failed save: what was saved and what was not, in plain words. */
export function describeOutcome(edit: ProductEdit, outcome: Extract<SaveOutcome, { ok: false }>): string {
  const names = (files: readonly File[]) => files.map((file) => file.name).join(', ')
  if (outcome.saved === 'nothing') {
    const stuck =
      outcome.stuck.length > 0
        ? ` Except ${names(outcome.stuck)}: stored before the failure, it could not be deleted again and stays on the product.`
        : ''
    return `Nothing was saved: the product is as it was.${stuck}`
  }
  const saved = [
    Object.keys(edit.fields).length > 0 ? 'the changed details' : null,
    edit.removed.size > 0 ? `the removal of ${count(edit.removed.size, 'image', 'images')}` : null,
    edit.added.length > outcome.unsaved.length
      ? count(edit.added.length - outcome.unsaved.length, 'new image', 'new images')
      : null,
  ].filter(Boolean)
  return `Saved: ${saved.join(', ')}. Not saved: ${names(outcome.unsaved)}. Press Update to send ${outcome.unsaved.length === 1 ? 'it' : 'them'} again.`
}
