import { createAdmin } from '../../db/bootstrap.js'
import { hashPassword } from '../../lib/passwords.js'
import { TEST_PASSWORD } from '../factories.js'
import { type RouteCall, unique } from './route-call.js'

const OLD_PASSWORD = 'Old!Passw0rd1'

/** Beyond the spec: disabling an admin, one's own password change, the history of changes. */
export const ADMINISTRATION_ROUTE_CALLS: Record<string, RouteCall> = {
  'PATCH /api/v1/admin/status/:id': {
    status: 200,
    notPublicContent: 'disables a member of staff',
    async prepare(app) {
      const username = unique('leaver')
      const id = await createAdmin(app.db, {
        username,
        password: TEST_PASSWORD,
        email: `${username}@example.com`,
        role: 'Member',
      })
      return { url: `/api/v1/admin/status/${id}`, payload: { isActive: 'false' } }
    },
  },
  'PATCH /api/v1/admin/change-password': {
    status: 200,
    notPublicContent: "changes the signed-in admin's own password",
    // The caller's password is set aside first and the call sets it back, so the suites that sign
    // their callers in again with TEST_PASSWORD still can.
    async prepare(app, caller) {
      await app.db
        .updateTable('admins')
        .set({ passwordHash: await hashPassword(OLD_PASSWORD) })
        .where('id', '=', caller.id)
        .execute()
      return {
        url: '/api/v1/admin/change-password',
        payload: { currentPassword: OLD_PASSWORD, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      }
    },
  },
  'GET /api/v1/audit-history': { status: 200, prepare: async () => ({ url: '/api/v1/audit-history' }) },
}
