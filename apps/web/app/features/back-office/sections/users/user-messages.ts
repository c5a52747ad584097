/**
 * What User Management says that the API does not (back-office.md §7, §8): the words the screen
 * puts around a failure, and the role dropdown's states. The API's own messages live in contracts.
 */
export const USER_MESSAGES = {
  /** Followed by the server's message. */
  addFailedPrefix: 'Failed to add admin: ',
  rolesEmpty: 'No roles available',
  rolesFailed: 'Failed to fetch roles',
  /** When no answer came back at all; a refusal says the server's own message. */
  roleNetworkFault: 'An error occurred while updating the role.',
  listFailed: 'Failed to fetch users',
} as const
