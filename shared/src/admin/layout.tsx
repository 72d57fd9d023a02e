import { Outlet } from 'react-router-dom';
import { useAdminHost } from './host';
import { SessionDialog } from './session-dialog';
import './admin.css';

export function AdminLayout() {
  const { StatusBar } = useAdminHost();
  return (
    <div className="admin-panel">
      {StatusBar ? <StatusBar /> : null}
      <div className="admin-main">
        <Outlet />
      </div>
      <SessionDialog />
    </div>
  );
}
