// The shop's own words: staff roles and their permissions (decision 0036).
// messages.ts gathers these with every other text.
export const staffMessages = {
  notAllowed: (role: string) => `Your role (${role}) does not allow that`,
  statusNotAllowed: 'Your role may move an order to processing, shipped or delivered only',
  paymentSettings: 'Only the owner or an admin can change the payment settings',
  roleForbidden: 'Only the owner or an admin can change roles',
  ownRole: 'You cannot change your own role',
  ownerRole: "The owner's role cannot be changed",
  makeOwner: 'Nobody can be made the owner',
  unknownRole: 'Choose a role: customer, admin, manager, fulfilment or support',
  roleChanged: (username: string, role: string) => `${username} is now ${role}`,
  roleLabel: (username: string) => `Role of ${username}`,
  confirmRole: (username: string, role: string) => `Change ${username}'s role to ${role}?`,
  confirmRoleNote: 'They will be able to use only what that role allows.',
  roleChangeFailed: 'Failed to change the role',
} as const;
