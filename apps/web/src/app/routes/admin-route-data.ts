// /admin's loader and action, in their own chunk so they start before the page's code arrives.
export { adminLoader as loader } from '../../features/admin/admin-loader';
export { adminAction as action } from '../../features/admin/admin-action';
