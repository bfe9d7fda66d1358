export { AdminLayout, type AdminRouteHandle } from './components/admin-layout';
