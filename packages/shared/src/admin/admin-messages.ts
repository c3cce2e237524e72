// The admin's general words: its products list, users and the errors it shows.
// messages.ts gathers these with every other text.
import { sessionMessages } from '../auth/session-messages.ts';

export const adminMessages = {
  loginFirst: 'Please login first',
  sessionExpired: sessionMessages.staffSessionExpired,
  duplicateProduct: 'Duplicate product ID. Please try again.',
  createError: 'An error occurred while creating the product',
  addFailed: 'Failed to add product. Please try again.',
  adding: 'Adding product...',
  added: 'Product added successfully! 🎉',
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product',
  confirmDelete: 'Are you sure you want to delete this product?',
  deleting: 'Deleting product...',
  deleted: 'Product deleted successfully!',
  deleteFailed: 'Failed to delete product',
  productsFetchFailed: 'Failed to fetch products',
  noProducts: 'No products found',
  noProductsMatching: 'No products found matching your search',
  ordersFetchFailed: 'Failed to fetch orders',
  reviewDeleteFailed: 'Failed to delete review',
  usersFetchFailed: 'Failed to fetch user data',
  noData: 'No data received from server',
  noUsers: 'No users found.',
  usersNotArray: 'Users must be an array',
  promoted: 'User has been made an admin successfully',
  noToken: 'Authentication token not found',
  promoteForbidden: 'You do not have permission to make users admin',
  // The shop's own words: the product description asks nothing before a promotion; the dialog names the person.
  confirmPromote: (username: string) => `Make ${username} an admin?`,
  confirmPromoteNote: 'They will be able to change products, orders, reviews and users.',
  serverNotResponding: 'Server not responding. Please try again later.',
  genericError: 'An error occurred. Please try again.',
} as const;
