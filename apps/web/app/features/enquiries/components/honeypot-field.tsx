import { HONEYPOT_FIELD } from '@gwp/contracts'

/**
 * A field for bots only: off-screen, hidden from screen readers and out of the tab order, so people
 * leave it empty and the server drops any request that fills it. Read from the form data on submit.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
