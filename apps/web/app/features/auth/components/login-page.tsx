// Being built in this change.
export function LoginPage() {
  return <h1>Login</h1>
}
