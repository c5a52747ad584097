import { IMAGE_KINDS, type UploadImageKind } from '@gwp/contracts'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field'
import { imageSize } from './use-object-url'

// jsdom decodes no pictures: each test says what size the "browser" reads.
vi.mock('./use-object-url', async (actual) => ({
  ...(await actual<object>()),
  imageSize: vi.fn(),
}))

const picture = (name: string, type = 'image/jpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1 })

/** The field inside a form that keeps what it is given, as react-hook-form's Controller does. */
function Form({
  rules,
  onChange = () => {},
  ...props
}: Partial<ImageUploadFieldProps> & { rules: UploadImageKind }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <ImageUploadField
      label="Banner"
      rules={rules}
      value={files}
      onChange={(next) => {
        setFiles(next)
        onChange(next)
      }}
      {...props}
    />
  )
}

// A user who picks "All files" in the browser's dialog can choose any type.
const user = () => userEvent.setup({ applyAccept: false })

beforeEach(() => {
  vi.mocked(imageSize).mockResolvedValue({ width: 1000, height: 1000 })
})

describe('ImageUploadField', () => {
  it('states the rule under the label and takes a picture that keeps it', async () => {
    const onChange = vi.fn()
    render(<Form rules={IMAGE_KINDS.eventBanner} onChange={onChange} />)
    const input = screen.getByLabelText('Banner')
    expect(input).toHaveAccessibleDescription(IMAGE_KINDS.eventBanner.messages.hint)
    expect(screen.getByText(/0 of 1/)).toBeInTheDocument()

    const banner = picture('expo.jpg')
    await user().upload(input, banner)
    expect(onChange).toHaveBeenCalledWith([banner])
    const previews = screen.getByRole('list', { name: 'Image previews' })
    expect(within(previews).getByText('expo.jpg')).toBeInTheDocument()
    expect(within(previews).getByText('2 KB')).toBeInTheDocument()
    expect(screen.getByText(/1 of 1/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses a wrong type and a file too large in the kind’s words, naming each file', async () => {
    const onChange = vi.fn()
    render(<Form rules={IMAGE_KINDS.product} onChange={onChange} label="Images" />)
    await user().upload(screen.getByLabelText('Images'), [
      picture('anim.gif', 'image/gif'),
      picture('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
    ])
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('anim.gif: Only PNG, JPG, and JPEG formats are allowed')
    expect(alert).toHaveTextContent('huge.png: Image size cannot be more than 5MB')
    expect(screen.getByLabelText('Images')).toBeInvalid()
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('list', { name: 'Image previews' })).not.toBeInTheDocument()
  })

  it('says when the field is full, and takes a picture again once one is removed', async () => {
    render(<Form rules={IMAGE_KINDS.eventBanner} />)
    const input = screen.getByLabelText('Banner')
    await user().upload(input, picture('first.jpg'))
    await user().upload(input, picture('second.jpg'))
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_KINDS.eventBanner.messages.tooMany)
    expect(screen.queryByText('second.jpg')).not.toBeInTheDocument()

    await user().click(screen.getByRole('button', { name: 'Remove first.jpg' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('first.jpg')).not.toBeInTheDocument()
    await user().upload(input, picture('second.jpg'))
    expect(screen.getByText('second.jpg')).toBeInTheDocument()
  })

  it('offers a crop for a picture of the wrong size, and opens the crop dialog', async () => {
    vi.mocked(imageSize).mockResolvedValue({ width: 1600, height: 900 })
    const onChange = vi.fn()
    render(<Form rules={IMAGE_KINDS.category} onChange={onChange} label="Image" />)
    await user().upload(screen.getByLabelText('Image'), picture('shelf.png', 'image/png'))

    expect(screen.getByRole('alert')).toHaveTextContent(
      'shelf.png: Image dimensions must be between 1000x1000 and 1010x1010 pixels',
    )
    expect(screen.getByText('1600 × 900 px')).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()

    await user().click(screen.getByRole('button', { name: 'Crop shelf.png to square' }))
    const dialog = screen.getByRole('dialog', { name: 'Crop to square' })
    expect(within(dialog).getByText(/saved at 1000 × 1000 px/)).toBeInTheDocument()
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // Removing the picture takes its problem with it.
    await user().click(screen.getByRole('button', { name: 'Remove shelf.png' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText(/0 of 1/)).toBeInTheDocument()
  })

  it('refuses a picture the browser cannot decode as the wrong type', async () => {
    vi.mocked(imageSize).mockResolvedValue(null)
    render(<Form rules={IMAGE_KINDS.category} label="Image" />)
    await user().upload(screen.getByLabelText('Image'), picture('fake.png', 'image/png'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'fake.png: Only PNG, JPG, and JPEG formats are allowed',
    )
    expect(screen.queryByRole('button', { name: /Crop/ })).not.toBeInTheDocument()
  })

  it('counts stored pictures against the limit and lets them be removed', async () => {
    const onRemoveExisting = vi.fn()
    const stored = { key: 'uploads/events/a.jpg', url: '/uploads/events/a.jpg', alt: 'Expo (current banner)' }
    render(<Form rules={IMAGE_KINDS.eventBanner} existing={[stored]} onRemoveExisting={onRemoveExisting} />)
    expect(screen.getByRole('img', { name: 'Expo (current banner)' })).toBeInTheDocument()
    expect(screen.getByText(/1 of 1/)).toBeInTheDocument()

    await user().upload(screen.getByLabelText('Banner'), picture('new.jpg'))
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_KINDS.eventBanner.messages.tooMany)

    await user().click(screen.getByRole('button', { name: 'Remove Expo (current banner)' }))
    expect(onRemoveExisting).toHaveBeenCalledWith(stored)
  })

  it('shows each file’s upload progress, and the form’s own error', () => {
    const file = picture('expo.jpg')
    render(
      <ImageUploadField
        label="Banner"
        rules={IMAGE_KINDS.eventBanner}
        value={[file]}
        onChange={() => {}}
        progress={new Map([[file, 40]])}
        error="Banner image is required"
        disabled
      />,
    )
    expect(screen.getByRole('progressbar', { name: 'Uploading expo.jpg' })).toHaveValue(40)
    expect(screen.getByText('40%')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Banner image is required')
    expect(screen.getByLabelText('Banner')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Remove expo.jpg' })).toBeDisabled()
  })
})
