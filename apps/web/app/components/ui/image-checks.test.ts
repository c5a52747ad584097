import { IMAGE_KINDS } from '@gwp/contracts'
import { describe, expect, it, vi } from 'vitest'

import { checkPicks, formatBytes, sameFile } from './image-checks'

const picture = (name: string, type = 'image/png', bytes = 1000, lastModified = 1) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified })
const sized = (width: number, height = width) => vi.fn(async () => ({ width, height }))

describe('checkPicks', () => {
  it('accepts a square catalogue picture of 1000–1010 px and PNG or JPEG', async () => {
    const files = [picture('a.png'), picture('b.jpg', 'image/jpeg')]
    const checked = await checkPicks(files, {
      rules: IMAGE_KINDS.product,
      held: [],
      used: 0,
      readSize: sized(1010, 1000),
    })
    expect(checked).toEqual({ accepted: files, needsCrop: [], problems: [] })
  })

  it('refuses, in the kind’s words and naming the file, a type it does not take and a file too large', async () => {
    const gif = picture('anim.gif', 'image/gif')
    const huge = picture('huge.png', 'image/png', 5 * 1024 * 1024 + 1)
    const readSize = sized(1000)
    const checked = await checkPicks([gif, huge], { rules: IMAGE_KINDS.product, held: [], used: 0, readSize })
    expect(checked.accepted).toEqual([])
    expect(checked.problems).toEqual([
      { file: gif, text: 'anim.gif: Only PNG, JPG, and JPEG formats are allowed' },
      { file: huge, text: 'huge.png: Image size cannot be more than 5MB' },
    ])
    // Neither was decoded: the cheap checks come first.
    expect(readSize).not.toHaveBeenCalled()
  })

  it('offers a crop for a picture outside the pixel range, and refuses one that does not decode', async () => {
    const wide = picture('wide.png')
    const broken = picture('broken.png')
    const readSize = vi.fn(async (file: File) => (file === wide ? { width: 1600, height: 900 } : null))
    const checked = await checkPicks([wide, broken], {
      rules: IMAGE_KINDS.product,
      held: [],
      used: 0,
      readSize,
    })
    expect(checked.needsCrop).toEqual([{ file: wide, width: 1600, height: 900 }])
    expect(checked.problems.map((p) => p.text)).toEqual([
      'wide.png: Image dimensions must be between 1000x1000 and 1010x1010 pixels',
      'broken.png: Only PNG, JPG, and JPEG formats are allowed',
    ])
  })

  it('reads no pixel size for a kind without a pixel rule (event banners)', async () => {
    const readSize = sized(50)
    const banner = picture('banner.jpg', 'image/jpg')
    const checked = await checkPicks([banner], {
      rules: IMAGE_KINDS.eventBanner,
      held: [],
      used: 0,
      readSize,
    })
    expect(checked.accepted).toEqual([banner])
    expect(readSize).not.toHaveBeenCalled()
  })

  it('takes only what fits, says so in the kind’s words, and counts a picture picked twice once', async () => {
    const held = picture('one.png')
    const again = picture('one.png')
    const [two, three, four] = ['two.png', 'three.png', 'four.png'].map((name) => picture(name))
    const checked = await checkPicks([again, two!, three!, four!], {
      rules: IMAGE_KINDS.productEdit,
      held: [held],
      used: 2,
      readSize: sized(1000),
    })
    expect(checked.accepted).toEqual([two])
    expect(checked.problems).toEqual([{ text: 'You can only upload 1 more image(s)' }])

    const full = await checkPicks([two!], {
      rules: IMAGE_KINDS.product,
      held: [],
      used: 3,
      readSize: sized(1000),
    })
    expect(full).toEqual({ accepted: [], needsCrop: [], problems: [{ text: 'Maximum image limit reached' }] })
  })
})

describe('sameFile and formatBytes', () => {
  it('knows a picture picked again, and shows sizes as the previews do', () => {
    expect(sameFile(picture('a.png', 'image/png', 10, 5), picture('a.png', 'image/png', 10, 5))).toBe(true)
    expect(sameFile(picture('a.png', 'image/png', 10, 5), picture('a.png', 'image/png', 10, 6))).toBe(false)
    expect(formatBytes(200)).toBe('1 KB')
    expect(formatBytes(320 * 1024)).toBe('320 KB')
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB')
  })
})
