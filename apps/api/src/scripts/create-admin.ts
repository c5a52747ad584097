// npm run admin:create -- --username NAME --password PASSWORD [--role superAdmin] [--email ADDRESS]
import { RegisterAdminBodySchema, SUPER_ADMIN_ROLE } from '@gwp/contracts'

import { createAdmin, roleIdByName } from '../db/bootstrap.js'
import { openForCli, parseFlags } from './cli.js'

const flags = parseFlags(process.argv.slice(2))
const username = flags.username?.trim().toLowerCase()
const password = flags.password
const role = flags.role ?? SUPER_ADMIN_ROLE

if (!username || !password) {
  console.error(
    'Usage: npm run admin:create -- --username NAME --password PASSWORD [--role ROLE] [--email ADDRESS]',
  )
  process.exit(2)
}
const passwordCheck = RegisterAdminBodySchema.shape.password.safeParse(password)
if (!passwordCheck.success) {
  console.error(passwordCheck.error.issues[0]?.message)
  process.exit(2)
}

const { db } = await openForCli()
try {
  if (!(await roleIdByName(db, role))) throw new Error(`Role "${role}" does not exist`)
  const taken = await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst()
  if (taken) throw new Error(`An admin named "${username}" already exists`)
  await createAdmin(db, { username, password, role, email: flags.email })
  process.stdout.write(`Created admin "${username}" with role ${role}.\n`)
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
} finally {
  await db.destroy()
}
