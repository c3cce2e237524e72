// /admin's loader, in its own chunk so it starts before the page's code arrives.
export { adminLoader as loader } from '../../features/admin/admin-loader';
