import { useEffect, useState, type RefObject } from 'react'

/** What a person can click or focus: the floating button must never sit on one of these. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/** Room kept between the button and a control it moves away from. */
const GAP = 8
/** A control counts as covered when this share of it or more would be under the button. */
const COVERED_SHARE = 0.1

interface Box {
  top: number
  bottom: number
  left: number
  right: number
  width: number
  height: number
}

/**
 * The part of a control that shows: a table's action buttons scrolled out of its box, to the right
 * of the screen's edge of it, are not under anything. Null when nothing of it shows.
 */
function visibleBox(control: HTMLElement): Box | null {
  let { top, bottom, left, right } = control.getBoundingClientRect()
  for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box)
    if (overflowX === 'visible' && overflowY === 'visible') continue
    const clip = box.getBoundingClientRect()
    if (overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)]
    if (overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)]
  }
  const [width, height] = [right - left, bottom - top]
  return width > 0 && height > 0 ? { top, bottom, left, right, width, height } : null
}

/**
 * Where a fixed button at the viewport's bottom right may sit without covering a control: `home`
 * px above the bottom when nothing is there, else just above the controls that would be under it
 * (a pager's Next, a row's actions, a form's button or field). Null when no place in the lower half of the
 * screen is clear: the caller hides the button rather than cover something. Worked out again
 * after scrolling, resizing and any change to the page, at most once a frame. Null too until the
 * page runs it: the server's page is painted before it hydrates (decision record 026), and a
 * button shown then would do nothing when clicked.
 */
export function useClearSpot(button: RefObject<HTMLElement | null>, home: number): number | null {
  const [bottom, setBottom] = useState<number | null>(null)

  useEffect(() => {
    let frame = 0
    const place = () => {
      frame = 0
      const self = button.current
      if (!self) return
      const { left, right, height } = self.getBoundingClientRect()
      const viewport = window.innerHeight
      const inColumn = (box: Box) => box.right > left - GAP && box.left < right + GAP
      const controls = [...document.querySelectorAll<HTMLElement>(CONTROLS)]
        .filter((control) => !self.contains(control) && inColumn(control.getBoundingClientRect()))
        .map(visibleBox)
        .filter((box): box is Box => box !== null && inColumn(box))
      // What the button, with its margin, would lie on at `offset` px above the bottom: controls it
      // would hide a tenth or more of. A large clickable card passing under a corner stays usable.
      const under = (offset: number) =>
        controls.filter((box) => {
          const top = viewport - offset - height - GAP
          const bottom = viewport - offset + GAP
          const wide = Math.min(box.right, right + GAP) - Math.max(box.left, left - GAP)
          const tall = Math.min(box.bottom, bottom) - Math.max(box.top, top)
          return wide > 0 && tall > 0 && wide * tall >= COVERED_SHARE * box.width * box.height
        })
      let offset = home
      for (let covered = under(offset); covered.length > 0; covered = under(offset)) {
        // Just above the highest of them; each step moves up, so this ends.
        offset = Math.max(...covered.map((box) => viewport - box.top + GAP))
        if (offset + height > viewport / 2) {
          setBottom(null)
          return
        }
      }
      setBottom(offset)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // Rows arriving, a pager appearing, a menu opening: the page under the button changed.
    const changes = new MutationObserver(schedule)
    changes.observe(document.body, { childList: true, subtree: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      changes.disconnect()
    }
  }, [button, home])

  return bottom
}
