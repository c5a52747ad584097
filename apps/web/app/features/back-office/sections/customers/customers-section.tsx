/** Being built in Back office II (issue 13): replaced by the section's screen. */
export function CustomersSection() {
  return null
}
