import { useEffect, useState } from 'react';
import { Navigate, useRouteLoaderData } from 'react-router-dom';
import { UserDetails } from '@jazz/shared/account';
import type { MyAccount } from '@jazz/shared/contracts';
import { api } from '../../lib/api';
import { AccountSettings } from './account-settings';
import { ShowAnnouncements } from './show-announcements';
import { MyLessons } from './my-lessons';
import { useSessionReady } from '../../lib/use-session-ready';
import type { RootData } from '../../lib/root-data';

export function DashboardPage() {
  const { isAuthenticated, loading, user, signIn, updateUser } = useSessionReady(
    ({ isAuthenticated, loading, user, signIn, updateUser }) => ({
      isAuthenticated,
      loading,
      user,
      signIn,
      updateUser,
    }),
  );
  // the site's zone and band names, handed to the sections as props (they read no router data)
  const root = useRouteLoaderData<RootData>('root');
  const timeZone = root?.settings.timeZone ?? 'America/New_York';
  const bands = [...new Set((root?.groups ?? []).map((group) => group.name))];
  // the account as stored now (the token may hold an older name), with its address's state
  const [account, setAccount] = useState<MyAccount | null>(null);
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    api.users
      .me()
      .then((me) => live && setAccount(me))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [userId]);

  if (loading) return null;
  if (!isAuthenticated || !user) return <Navigate to="/" replace />;
  const onAccount = (next: MyAccount) => {
    setAccount(next);
    updateUser({ firstName: next.firstName, lastName: next.lastName, email: next.email, roles: next.roles });
  };
  return (
    <section className="account-page">
      <h1>Dashboard</h1>
      <UserDetails user={user} className="account-details" />
      {account && <ShowAnnouncements account={account} bands={bands} />}
      <MyLessons timeZone={timeZone} />
      {account && <AccountSettings account={account} onAccount={onAccount} signIn={signIn} />}
    </section>
  );
}
