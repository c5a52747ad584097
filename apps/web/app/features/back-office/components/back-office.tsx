// Being built in this change.
export function BackOffice() {
  return <h1>Dashboard</h1>
}
